/**
 * A picture encoded at build time (pipeline/plugins/images.ts): WebP at
 * several widths, and AVIF at the same widths where AVIF is smaller.
 */
export interface Picture {
  /** The widest WebP rendition, for browsers that read no srcset. */
  src: string;
  /** The WebP renditions. */
  srcSet: string;
  /** The AVIF renditions, offered first, where the build found AVIF smaller. */
  avifSrcSet?: string;
  /** The picture's pixel size, read from its file: it keeps the picture's space before it loads. */
  width: number;
  height: number;
  /** Empty only for a picture the owner marked decorative. */
  alt: string;
  /** Its main colour, shown in its place until it arrives. */
  colour: string;
}

/**
 * A picture that keeps its space and shows its main colour until it loads.
 * The colour is an SVG fill, not a style attribute, so the page's
 * Content-Security-Policy needs no 'unsafe-inline' for it.
 */
export function PictureImage({
  picture,
  sizes,
  isLargestOnScreen = false,
  className,
  frameClassName,
}: {
  picture: Picture;
  /** How wide it is drawn at each screen width, as the layout sets it. */
  sizes: string;
  /** The first screen's largest element (its LCP): fetched first and at once, never lazily. */
  isLargestOnScreen?: boolean;
  /** The image's own classes, and its frame's, which holds the placeholder. */
  className: string;
  frameClassName: string;
}) {
  return (
    <span className={`relative block overflow-hidden ${frameClassName}`}>
      <svg aria-hidden className="absolute inset-0 size-full">
        <rect width="100%" height="100%" fill={picture.colour} />
      </svg>
      {/* Inside <picture>, React leaves the image out of the <head>'s preloads:
          a page's text paints before any picture is asked for ahead of it. */}
      <picture>
        {picture.avifSrcSet && (
          <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />
        )}
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={sizes}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading={isLargestOnScreen ? undefined : "lazy"}
          decoding="async"
          fetchPriority={isLargestOnScreen ? "high" : undefined}
          className={`relative ${className}`}
        />
      </picture>
    </span>
  );
}
