import type { Plugin } from "vite";
import type { SiteContent } from "../app/content/schema.ts";
import { validateSiteContent } from "../app/content/schema.ts";
import { site } from "../app/content/site.ts";

/**
 * Stops `npm run build` before any page is rendered when the owner's content
 * breaks its schema; the error names the file, the entry and the field.
 */
export function validateContent(content: SiteContent = site): Plugin {
  return {
    name: "portfolio:validate-content",
    buildStart() {
      validateSiteContent(content);
    },
  };
}
