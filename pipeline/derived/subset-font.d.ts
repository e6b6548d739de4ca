// The options of subset-font the fallback fonts use (script-fonts.ts), beside
// those tools/subset-font.d.ts declares for the tools: the package ships no types.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: "truetype";
      /** Fixes a variable font's axes, as `wght: 700`. */
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}
