export function Footer({ ownerName, copyrightYear }: { ownerName: string; copyrightYear: number }) {
  return (
    <footer className="border-t border-line py-8 text-center text-sm text-ink-muted print:hidden">
      <p>
        © {copyrightYear} {ownerName}. All rights reserved.
      </p>
    </footer>
  );
}
