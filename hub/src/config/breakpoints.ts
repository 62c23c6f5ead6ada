/** The spec's mobile width: at most this many CSS pixels is a phone (spec sections 2 and 9). */
export const MOBILE_MAX_WIDTH_PX = 900;

/** Matches screens wider than mobile; styles.css gives Tailwind's `md:` the same query. */
export const WIDER_THAN_MOBILE = `(width > ${MOBILE_MAX_WIDTH_PX}px)`;

/** Whether the window is wider than a phone right now (false where there is no matchMedia). */
export function isWiderThanMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDER_THAN_MOBILE).matches;
}
