/** Longest a glide is expected to take; a safety net should `scrollend` never fire. */
const GLIDE_LIMIT_MS = 2000;

/**
 * Lets the next scroll of the page glide instead of jump (app.css turns this off
 * when the visitor prefers reduced motion), then restores instant scrolling.
 */
export function glideNextScroll() {
  const root = document.documentElement;
  root.dataset.smoothScroll = "";
  const stop = () => {
    delete root.dataset.smoothScroll;
    window.removeEventListener("scrollend", stop);
  };
  window.addEventListener("scrollend", stop);
  window.setTimeout(stop, GLIDE_LIMIT_MS);
}
