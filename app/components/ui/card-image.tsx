import { CARD_IMAGE_HEIGHT_CLASS } from "~/constants";
import type { ProjectImage } from "~/content/schema";
import { cn } from "~/lib/cn";
import { publicPath } from "~/lib/public-path";

/** A project image at the card's fixed height, cropped to fill its width. */
export function CardImage({ image }: { image: ProjectImage }) {
  return (
    <img
      src={publicPath(image.src)}
      srcSet={
        image.srcWide
          ? `${publicPath(image.src)} ${image.width}w, ${publicPath(image.srcWide)} ${image.width * 2}w`
          : undefined
      }
      sizes="(min-width: 1024px) 36rem, 100vw"
      alt={image.alt}
      width={image.width}
      height={image.height}
      // Project cards sit below the fold on every screen size.
      loading="lazy"
      decoding="async"
      className={cn("w-full object-cover object-top", CARD_IMAGE_HEIGHT_CLASS)}
    />
  );
}
