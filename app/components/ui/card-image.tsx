import { CARD_IMAGE_HEIGHT_CLASS } from "~/constants";
import { cn } from "~/lib/cn";
import { publicPath } from "~/lib/public-path";

/** An image file in public/, with a wider rendition for high-density screens if there is one. */
export interface CardImageSource {
  src: string;
  srcWide?: string;
  alt: string;
  width: number;
  height: number;
}

/** An image at the card's fixed height, cropped to fill its width. */
export function CardImage({ image }: { image: CardImageSource }) {
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
      // Light screenshots are dimmed a little on a dark page, so they do not glare.
      className={cn("w-full object-cover object-top dark:brightness-90", CARD_IMAGE_HEIGHT_CLASS)}
    />
  );
}
