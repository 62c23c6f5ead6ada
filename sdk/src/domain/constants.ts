// Timings, limits and keys from spec sections 2 and 9, named once so the hub, widgets,
// server and sdk cannot drift apart.

/** Toasts hide themselves after 3 seconds (they also have a close button). */
export const TOAST_AUTO_HIDE_MS = 3000;
/** The cookie-consent cookie lasts a year. */
export const COOKIE_CONSENT_DAYS = 365;
/** The socket reconnects 3 seconds after a close. */
export const SOCKET_RECONNECT_MS = 3000;
/** The socket sends 'healthcheck' every 60 seconds. */
export const HEALTHCHECK_INTERVAL_MS = 60_000;
/** Rewards pause if a recommender leaves no review within 2 weeks. */
export const REWARD_PAUSE_DAYS = 14;

/** A business's service radius in miles when it sets none. */
export const DEFAULT_RADIUS = 30;
/** A business's service area in miles when it sets none. */
export const DEFAULT_SERVICE_AREA = 30;
/** The search range a customer starts with. */
export const DEFAULT_RANGE = 5;
/**
 * How deep one business search pages: its first 1,000 results. Past that a narrower search
 * (a category, a distance, a rating) finds a business sooner than paging, and the database
 * is not made to sort ever more rows for a page nobody reads.
 */
export const MAX_SEARCH_RESULTS = 1000;

/** The hub's layout breakpoints in pixels (the minimum width of each). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, lx: 1330, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The widest viewport that still gets the mobile layout. */
export const MOBILE_MAX_WIDTH = 900;

/**
 * Whether a viewport this wide gets the mobile layout (at most 900px, inclusive).
 * @example isMobileWidth(900) // true; isMobileWidth(901) // false
 */
export function isMobileWidth(px: number): boolean {
  return px <= MOBILE_MAX_WIDTH;
}

// Keys carry a version so a change of stored shape can ignore old values instead of
// misreading them.
/** Local-storage key of the bearer token. */
export const ACCESS_TOKEN_STORAGE_KEY = 'tradeshub.accessToken.v1';
/** Local-storage key of the "using business mode" flag. */
export const BUSINESS_USER_STORAGE_KEY = 'tradeshub.isBusinessUser.v1';
/** Local-storage key of the mode the last loaded profile gave, drawn before the next one loads. */
export const LAST_BUSINESS_MODE_STORAGE_KEY = 'tradeshub.lastBusinessMode.v1';

/** Where to go after the next sign-in, set by pages that send a visitor away to sign in. */
export const REDIRECT_TARGET_STORAGE_KEY = 'tradeshub.redirect.v1';
/** The stored redirect target that leads to the payments settings (spec section 2). */
export const PAYMENTS_REDIRECT_TARGET = 'payments';

/** The most items one page of a list holds (every list endpoint caps `limit` here). */
export const MAX_PAGE_LIMIT = 100;
/** A list's page size when the caller names none. */
export const DEFAULT_PAGE_LIMIT = 20;
