import type { Plugin } from "vite";
import type { SiteContent } from "../../app/content/schema.ts";
import { validateSiteContent } from "../../app/content/schema.ts";
import { CONTENT, site } from "./content-set.ts";

/**
 * Stops `npm run build` when the owner's content breaks its schema, with an
 * error naming the file, the entry and the field. It runs while the config is
 * read, before React Router empties build/, so the last good build stays.
 */
export function validateContent(content: SiteContent = site): Plugin {
  return {
    name: "portfolio:validate-content",
    config() {
      validateSiteContent(content, CONTENT.siteFile);
    },
  };
}
