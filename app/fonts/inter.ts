/**
 * Inter's files as the build publishes them, and the faces every page declares
 * for them in its <head> (font-faces.ts). How a page comes to use them is
 * lib/web-font.ts.
 */
import interOtherLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { fontFacesCss } from "~/lib/font-faces";
import interSubset from "./inter-basic-wght.woff2?url";

/** The subset of Inter that covers all of the site's own text (npm run fonts). */
export const WEB_FONT_URL = interSubset;

export const FONT_FACES_CSS = /* @__PURE__ */ fontFacesCss({
  subset: interSubset,
  otherLatin: interOtherLatin,
});
