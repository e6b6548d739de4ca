/** Longest a glide is expected to take; a safety net should `scrollend` never fire. */
export const GLIDE_LIMIT_MS = 2000;

/** Ends the glide under way: a new one ends the one before, with its safety net. */
let endGlide: (() => void) | undefined;

/**
 * Lets the next scroll of the page glide instead of jump (app.css turns this off
 * when the visitor prefers reduced motion), then restores instant scrolling.
 *
 * A glide started within GLIDE_LIMIT_MS of the one before keeps gliding: the
 * earlier one's safety net, left to run, turned scrolling back to instant in
 * the middle of it, and the router's own scroll to the section then jumped.
 */
export function glideNextScroll() {
  endGlide?.();
  const root = document.documentElement;
  root.dataset.smoothScroll = "";
  const end = () => {
    delete root.dataset.smoothScroll;
    window.removeEventListener("scrollend", end);
    window.clearTimeout(limit);
    endGlide = undefined;
  };
  window.addEventListener("scrollend", end);
  const limit = window.setTimeout(end, GLIDE_LIMIT_MS);
  endGlide = end;
}
