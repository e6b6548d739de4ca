// The linebreak package, PDFKit's implementation of UAX #14, ships no types.
declare module "linebreak" {
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity: text may start a new line at `position`. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
