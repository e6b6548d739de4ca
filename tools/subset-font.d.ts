// The subset-font package ships no types.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" },
  ): Promise<Buffer>;
}
