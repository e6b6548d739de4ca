import { type ElementType, type ReactNode, useEffect, useRef, useState } from "react";
import { REVEAL_THRESHOLD } from "~/constants";

/**
 * Fades its content in the first time enough of it enters the viewport, then
 * leaves it shown (once only). The hidden look lives in app.css and
 * applies only while script runs and motion is welcome.
 */
export function Reveal({
  as: Component = "div",
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [isRevealed, setIsRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isRevealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isRevealed]);

  return (
    <Component ref={ref} className={className} data-reveal={isRevealed ? "shown" : "hidden"}>
      {children}
    </Component>
  );
}
