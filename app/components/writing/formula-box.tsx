import { type ReactNode, useEffect, useRef, useState } from "react";
import * as articleWords from "~/i18n/messages/article";

/**
 * The box of a block formula (pipeline/plugins/compile-mdx.ts): a group named
 * "Formula" that scrolls sideways where the formula is wider than the text,
 * and is a tab stop only then, so the keyboard can scroll it. As built, every
 * box is a tab stop, so a wide one is reached before script runs, or without it.
 */
export function FormulaBox({ children }: { children?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = box.current!;
    const observer = new ResizeObserver(() =>
      setScrolls(element.scrollWidth > element.clientWidth),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      role="group"
      aria-label={articleWords.formula}
      className="math-display"
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
