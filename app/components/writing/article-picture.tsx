import { PictureImage } from "~/components/ui/picture";
import { IMAGE_SIZES } from "~/lib/image-slots";

/** What an import of a picture gives (vite-imagetools' `as=picture`): WebP, and AVIF where smaller. */
interface ImportedPicture {
  sources: { webp: string; avif?: string };
  img: { src: string; w: number; h: number };
}

/**
 * A picture in the body of a post or case study, as pipeline/plugins/images.ts
 * encodes it: the article column's width, its space and main colour kept
 * while it loads.
 */
export function ArticlePicture({
  picture: { sources, img },
  alt,
  colour,
}: {
  picture: ImportedPicture;
  alt: string;
  colour: string;
}) {
  return (
    <PictureImage
      picture={{
        src: img.src,
        srcSet: sources.webp,
        avifSrcSet: sources.avif,
        width: img.w,
        height: img.h,
        alt,
        colour,
      }}
      sizes={IMAGE_SIZES.article}
      frameClassName="my-6 rounded-2xl border border-line"
      className="h-auto w-full"
    />
  );
}
