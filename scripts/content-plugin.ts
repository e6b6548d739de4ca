import type { Plugin } from "vite";
import { site } from "../app/content/site.ts";
import { validateSiteContent } from "../app/content/validate.ts";

/**
 * Stops the build (and warns the dev server) when the owner's content breaks
 * its schema, naming the entry and the field, before any page is rendered.
 */
export function validateContent(): Plugin {
  return {
    name: "portfolio:validate-content",
    buildStart() {
      validateSiteContent(site);
    },
  };
}
