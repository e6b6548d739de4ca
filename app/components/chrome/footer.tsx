export function Footer({ ownerName, copyrightYear }: { ownerName: string; copyrightYear: number }) {
  return (
    <footer className="border-t border-line px-4 py-8 text-center text-sm text-ink-muted print:hidden">
      <p>
        © {copyrightYear} {ownerName}. All rights reserved.
      </p>
    </footer>
  );
}
