import useEmblaCarousel from "embla-carousel-react";
import { Pause, Play } from "lucide-react";
import { type FocusEvent, useEffect, useId, useState } from "react";
import { CARD_IMAGE_HEIGHT_PX, CAROUSEL_INTERVAL_MS } from "~/constants";
import type { ProjectImage } from "~/content/schema";
import { cn } from "~/lib/cn";
import { usePrefersReducedMotion } from "~/lib/reduced-motion";
import { CardImage } from "./card-image";

/**
 * A project's images, one at a time, following the WAI-ARIA carousel pattern.
 * It advances every CAROUSEL_INTERVAL_MS while nothing holds it: the visitor's
 * pause, a pointer over it, keyboard focus inside it, or a wish for reduced motion.
 * (A mouse click also focuses a dot; that focus does not hold the rotation.)
 * (Embla's autoplay plugin restarts on mouse-leave and focus-out even after a
 * visitor pressed pause, so rotation is a small effect here instead.)
 */
export function Carousel({ images, label }: { images: ProjectImage[]; label: string }) {
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true });
  const [selectedIndex, setSelectedIndex] = useState(0);
  /** The visitor's own choice from the pause/play button; until then reduced motion decides. */
  const [wantsRotation, setWantsRotation] = useState<boolean | null>(null);
  const [isPointerOver, setIsPointerOver] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const slidesId = useId();

  const isPlaying = wantsRotation ?? !prefersReducedMotion;
  const isRotating = isPlaying && !isPointerOver && !hasFocusWithin;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi]);

  // Re-armed on every change of image, so a dot click also restarts the interval.
  useEffect(() => {
    if (!emblaApi || !isRotating) return;
    const timer = window.setTimeout(() => emblaApi.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [emblaApi, isRotating, selectedIndex]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${label} images`}
      className="relative"
      onPointerEnter={() => setIsPointerOver(true)}
      onPointerLeave={() => setIsPointerOver(false)}
      onFocus={(event) => setHasFocusWithin(event.target.matches(":focus-visible"))}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden" style={{ height: CARD_IMAGE_HEIGHT_PX }}>
        <div id={slidesId} className="flex" aria-live={isRotating ? "off" : "polite"}>
          {images.map((image, index) => (
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <CardImage image={image} />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-0 hidden items-center justify-between gap-2 js:flex bg-gradient-to-t from-black/60 to-transparent px-3 pt-6 pb-2">
        <button
          type="button"
          onClick={() => setWantsRotation(!isPlaying)}
          aria-label={isPlaying ? "Pause image rotation" : "Play image rotation"}
          className="grid size-8 place-items-center rounded-full bg-black/55 text-white hover:bg-black/75"
        >
          {isPlaying ? (
            <Pause aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
        </button>
        <div className="flex items-center gap-1">
          {images.map((image, index) => (
            <button
              key={image.src}
              type="button"
              aria-controls={slidesId}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-current={index === selectedIndex}
              onClick={() => emblaApi?.scrollTo(index, prefersReducedMotion)}
              className="group grid size-6 place-items-center rounded-full"
            >
              <span
                className={cn(
                  "block h-2 rounded-full bg-white transition-all",
                  index === selectedIndex
                    ? "w-5 opacity-100"
                    : "w-2 opacity-60 group-hover:opacity-90",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
