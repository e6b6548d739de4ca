/** The specification's business constants (section 9), under the names it uses. */

/** The nav bar turns opaque once the page is scrolled more than this. */
export const NAV_OPAQUE_AFTER_PX = 20;

/** The hero's "Scroll" hint hides once the page is scrolled more than this. */
export const SCROLL_HINT_HIDE_AFTER_PX = 100;

/** The floating next-section button hides within this distance of the page's end. */
export const NEXT_SECTION_BUTTON_HIDE_WITHIN_PX_OF_END = 100;

/** A project card's carousel advances to its next image after this long. */
export const CAROUSEL_INTERVAL_MS = 3000;

/** Height of every project card image. */
export const CARD_IMAGE_HEIGHT_PX = 200;
/**
 * The same height as a class, for the markup: the Content-Security-Policy
 * blocks style attributes. Written out whole, as Tailwind finds classes by
 * their text; the browser tests check it renders CARD_IMAGE_HEIGHT_PX high.
 */
export const CARD_IMAGE_HEIGHT_CLASS = "h-[200px]";

/** Tooltips open after a hover of this long... */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** ...and open at once when another tooltip closed less than this long ago. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Share of an element that must be in view before it is revealed: a little over a tenth. */
export const REVEAL_THRESHOLD = 0.12;
