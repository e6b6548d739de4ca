// The subset-font package ships no types: the options the share images' and
// resume's fonts (script-fonts.ts) and the site's web font (tools/font-subset.ts) use.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype";
      /** Fixes a variable font's axes, as `wght: 700`. */
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}
