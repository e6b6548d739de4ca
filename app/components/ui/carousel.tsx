import { Pause, Play } from "lucide-react";
import * as homeWords from "~/i18n/messages/home";
import { type FocusEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { CARD_IMAGE_HEIGHT_CLASS, CAROUSEL_INTERVAL_MS } from "~/constants";
import { cn } from "~/lib/cn";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";
import { CardImage } from "./card-image";
import type { Picture } from "./picture";

/** What a visitor scrolls the strip with themselves: a press, a wheel, a key. */
const OWN_SCROLL_EVENTS = ["pointerdown", "wheel", "keydown"] as const;

/**
 * Which way the strip's images follow one another along the x axis: in a
 * right-to-left page the second image is to the left of the first, and the
 * strip scrolls to negative positions (CSSOM View), so a swipe, the arrow keys
 * and the dots all go the way the page reads.
 */
const inlineSign = () => (document.dir === "rtl" ? -1 : 1);

/**
 * A project's images, one at a time, following the WAI-ARIA carousel pattern.
 * It advances every CAROUSEL_INTERVAL_MS while nothing holds it: the visitor's
 * pause, a pointer over it, keyboard focus inside it, a wish for reduced motion,
 * or its being out of view (an advance nobody sees would still cost a phone
 * the frames of its glide, which a tap elsewhere on the page then waits behind).
 * (A mouse click also focuses a dot; that focus does not hold the rotation.)
 * The track is a native scroll-snap strip, so swiping works without a carousel
 * library: Embla did the same for 6 KB gzip, which the page's JavaScript budget
 * cannot spare (tools/budgets.ts).
 */
export function Carousel({
  images,
  label,
  stripClassName,
}: {
  images: Picture[];
  label: string;
  /** Added to the image strip, such as a rule for when it is laid out. */
  stripClassName?: string;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selectedIndex, setSelectedIndex] = useState(0);
  /** The visitor's own choice from the pause/play button; until then reduced motion decides. */
  const [wantsRotation, setWantsRotation] = useState<boolean | null>(null);
  const [isPointerOver, setIsPointerOver] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const [isInView, setIsInView] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const slidesId = useId();

  const isPlaying = wantsRotation ?? !prefersReducedMotion;
  const isRotating = isPlaying && isInView && !isPointerOver && !hasFocusWithin;

  /**
   * Where the strip stood when it was last asked to glide to an image: the
   * scroll before it may end only once the glide has begun, in a scrollend
   * that still reads that place, which is no image the visitor chose.
   */
  const glideStart = useRef<number | null>(null);

  const showImage = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      setSelectedIndex(index);
      glideStart.current = viewport.scrollLeft;
      viewport.scrollTo({
        left: index * viewport.clientWidth * inlineSign(),
        behavior: prefersReducedMotion ? "instant" : "smooth",
      });
    },
    [prefersReducedMotion],
  );

  // A swipe (the track scrolls natively) chooses the image it settles on.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onScrollEnd = () => {
      const start = glideStart.current;
      glideStart.current = null;
      if (start !== null && Math.abs(viewport.scrollLeft - start) < 1) {
        // The end of the scroll before the glide, not of the glide: keep the
        // image the glide goes to, and wait for the glide's own end.
        glideStart.current = start;
        return;
      }
      setSelectedIndex(Math.round((viewport.scrollLeft * inlineSign()) / viewport.clientWidth));
    };
    // The visitor's own swipe or keys: whatever the strip stops at is theirs.
    const onOwnScroll = () => (glideStart.current = null);
    viewport.addEventListener("scrollend", onScrollEnd);
    for (const type of OWN_SCROLL_EVENTS) {
      viewport.addEventListener(type, onOwnScroll, { passive: true });
    }
    return () => {
      viewport.removeEventListener("scrollend", onScrollEnd);
      for (const type of OWN_SCROLL_EVENTS) {
        viewport.removeEventListener(type, onOwnScroll);
      }
    };
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // The last entry: a quick scroll past can queue an entry and its undoing together.
    const observer = new IntersectionObserver((entries) =>
      setIsInView(entries.at(-1)!.isIntersecting),
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  // Re-armed on every change of image, so a dot click also restarts the interval.
  useEffect(() => {
    if (!isRotating) return;
    const next = (selectedIndex + 1) % images.length;
    const timer = window.setTimeout(() => showImage(next), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [isRotating, selectedIndex, images.length, showImage]);

  // The slides are the same whichever image is shown, and whether the strip
  // rotates: made once, they are left as they are when a dot, the pointer or
  // focus changes the carousel's state, and a tap renders the controls alone.
  const slides = useMemo(
    () =>
      images.map((image, index) => (
        <div
          key={image.src}
          role="group"
          aria-roledescription={homeWords.projectsSlideRole}
          aria-label={homeWords.projectsSlide(index + 1, images.length)}
          className="min-w-0 shrink-0 grow-0 basis-full snap-start"
        >
          <CardImage image={image} />
        </div>
      )),
    [images],
  );

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
  };

  return (
    <section
      aria-roledescription={homeWords.projectsCarouselRole}
      aria-label={homeWords.projectsImages(label)}
      className="relative"
      onPointerEnter={() => setIsPointerOver(true)}
      onPointerLeave={() => setIsPointerOver(false)}
      onFocus={(event) => setHasFocusWithin(event.target.matches(":focus-visible"))}
      onBlur={onBlur}
    >
      <div
        ref={viewportRef}
        id={slidesId}
        // Focusable, so keyboard users can scroll the strip with the arrow keys too.
        tabIndex={0}
        role="region"
        aria-label={homeWords.projectsImageStrip}
        aria-live={isRotating ? "off" : "polite"}
        className={cn(
          "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:-outline-offset-3",
          CARD_IMAGE_HEIGHT_CLASS,
          stripClassName,
        )}
      >
        {slides}
      </div>
      {/* Below the image, never over it: the controls cover nothing a visitor looks at. */}
      <div className="hidden h-9 items-center justify-between gap-2 border-b border-line px-1.5 js:not-print:flex">
        <button
          type="button"
          onClick={() => setWantsRotation(!isPlaying)}
          aria-label={isPlaying ? homeWords.projectsPauseRotation : homeWords.projectsPlayRotation}
          className="grid size-8 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          {isPlaying ? (
            <Pause aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
        </button>
        <div className="flex items-center gap-0.5">
          {images.map((image, index) => (
            <button
              key={image.src}
              type="button"
              aria-controls={slidesId}
              aria-label={homeWords.projectsShowImage(index + 1, images.length)}
              aria-current={index === selectedIndex}
              onClick={() => showImage(index)}
              className="group grid size-7 place-items-center rounded-full"
            >
              <span
                className={cn(
                  "block h-1.5 rounded-full transition-all",
                  index === selectedIndex
                    ? "w-5 bg-accent"
                    : "w-1.5 bg-ink-muted/50 group-hover:bg-ink-muted",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
