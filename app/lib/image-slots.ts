/**
 * The places pictures are shown: for each, the widths the build encodes a
 * picture at (pipeline/plugins/images.ts), and the `sizes` that tells the browser how
 * wide the layout draws it, so it fetches the smallest rendition that is sharp.
 * A card is the page column's width, at most 36rem; an article's picture is
 * the article column's, at most 36rem. Two lists, so a page's script carries
 * only the sizes.
 */
export const IMAGE_WIDTHS = {
  card: [640, 1280],
  article: [480, 720, 960, 1280],
} as const;

export const IMAGE_SIZES = {
  card: "(min-width: 1024px) 36rem, 100vw",
  article: "(min-width: 40rem) 36rem, calc(100vw - 3rem)",
} satisfies Record<ImageSlot, string>;

export type ImageSlot = keyof typeof IMAGE_WIDTHS;

/** The widest either slot is drawn at, in CSS pixels: a narrower picture is shown upscaled. */
export const SLOT_MAX_CSS_WIDTH = 576;
