/**
 * The next page before the click, where the browser has Speculation Rules
 * (Chromium): every page carries rules that fetch the site's pages a visitor
 * is about to open, and prerender the one they reach for, so the click shows
 * a page already painted and hydrated. The links load it as a document there
 * (app/components/ui/page-link.tsx); elsewhere they change page within the app
 * and fetch its data and modules on the same signals (the router's prefetch).
 *
 * Eagerness keeps a phone's data for what a visitor is about to open: both
 * the prefetch (the page's HTML alone, which the browser keeps even where it
 * declines a prerender) and the prerender (its styles, scripts and pictures
 * too) wait for a pointer held over a link or pressed on it. Not `eager`,
 * which Chromium before its link heuristics takes as `immediate`: every link
 * on the page, fetched as it loads. A phone's touch rests on no link before
 * the tap, so there the prerender would start as the finger lands; the page's
 * script marks the links that came into view, within a budget, and those are
 * prerendered at once (app/lib/fetch-ahead.ts).
 */
import type { Root } from "hast";
import { select } from "hast-util-select";
import { h } from "hastscript";
import { PRERENDER_ATTRIBUTE } from "../../app/lib/fetched-ahead.ts";

/** The links whose pages the browser may fetch ahead: the site's own pages only. */
function sitePageLinks(basePath: string) {
  return {
    and: [
      { href_matches: `${basePath}*` },
      // Files the site publishes (the resume PDF, the feed, share images) have a
      // dot in their address; its pages have none.
      { not: { href_matches: `${basePath}*.*` } },
      // A section of the page a visitor is on, the page itself (which its links
      // mark, components/ui/page-link.tsx), a download, or a new tab.
      { not: { selector_matches: "[href*='#'], [aria-current='page'], [download], [target]" } },
    ],
  };
}

/** The rules every page carries, for a site published under `basePath`. */
export function speculationRules(basePath: string) {
  const where = sitePageLinks(basePath);
  return {
    prefetch: [{ where, eagerness: "moderate" }],
    prerender: [
      { where, eagerness: "moderate" },
      {
        where: { and: [where, { selector_matches: `[${PRERENDER_ATTRIBUTE}]` }] },
        eagerness: "immediate",
      },
    ],
  };
}

/** Puts the rules in the page's <head>, as the inline script browsers read them from. */
export function addSpeculationRules(tree: Root, page: string, basePath: string): void {
  const head = select("head", tree);
  if (!head) throw new Error(`${page}: no <head> to put the speculation rules in`);
  head.children.push(
    h("script", { type: "speculationrules" }, JSON.stringify(speculationRules(basePath))),
  );
}
