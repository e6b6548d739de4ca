import { type ReactNode, useEffect, useRef, useState } from "react";
import { FORMULA_BOX_ATTRIBUTES } from "~/lib/compiled-mdx";
import * as articleWords from "~/i18n/messages/article";

/**
 * The box of a block formula (pipeline/plugins/compile-mdx.ts, FORMULA_BOX_ATTRIBUTES): a group
 * that scrolls sideways where the formula is wider than the text,
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
      role={FORMULA_BOX_ATTRIBUTES.role}
      aria-label={articleWords.formula}
      className={FORMULA_BOX_ATTRIBUTES.className}
      // A group that scrolls is a tab stop so the keyboard can scroll it; the
      // rule cannot read the role from the constant.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
