import { Check, Copy } from "lucide-react";
import * as articleWords from "~/i18n/messages/article";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2000;

/**
 * A code block of a post or case study, as Shiki highlighted it at build time
 * (pipeline/plugins/compile-mdx.ts), with a button that copies exactly its code: the
 * text of the block, with no line numbers or prompts, which the page never
 * adds. The button is hidden until React has taken the block over: a post's
 * body hydrates after the rest of the page (ArticleBody's Suspense
 * boundary), so a button shown before then would do nothing when pressed.
 * It is in the prerendered HTML all the same, hidden, so that its styles are
 * among those each page inlines (pipeline/finish/paint-first.ts). It is
 * never on paper; screen readers hear "Copied" through a live region, which
 * is there from the start.
 */
export function CodeBlock(props: ComponentProps<"pre">) {
  const codeRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const code = codeRef.current?.querySelector("code")?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Refused (no permission, or an insecure page): the code stays selectable.
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <div className="code-block relative">
      <pre ref={codeRef} {...props} />
      <button
        type="button"
        hidden={!hydrated}
        onClick={copy}
        aria-label={articleWords.copyCode}
        className="absolute end-2 top-2 grid size-9 place-items-center rounded-lg border border-line bg-surface text-ink-muted transition-colors hover:border-accent hover:text-accent print:hidden!"
      >
        <Icon aria-hidden className="size-4" />
      </button>
      <span role="status" className="sr-only">
        {copied ? articleWords.copied : ""}
      </span>
    </div>
  );
}
