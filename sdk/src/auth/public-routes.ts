// The hub routes where a 401 does not force sign-in (spec section 2), in the spec's order.

/** Routes that are public exactly as written. */
export const PUBLIC_ROUTES = [
  '/',
  '/auth/signin',
  '/auth/register',
  '/auth/verify',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/business/referral',
  '/trade',
  '/findabussiness',
  '/home/recommend',
  // Not in the spec's list: the review flow a tradesperson's review widget opens (like /home/recommend).
  '/home/review',
  '/about-us',
  '/privacy',
  '/terms',
  '/how-it-works',
  '/our-mission',
  '/local-projects',
  '/community-fund',
  '/blog',
  '/faq',
  '/map',
  '/random',
] as const;

/** Routes that are public along with everything below them (the spec's '/...'). */
export const PUBLIC_ROUTE_PREFIXES = ['/business/view', '/business/trusted-connections', '/callback', '/api'] as const;

/**
 * Whether a 401 on this hub path leaves the user where they are (query and hash are ignored).
 * @example isPublicRoute('/business/view/42?tab=reviews') // true; isPublicRoute('/managework') // false
 */
export function isPublicRoute(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((PUBLIC_ROUTES as readonly string[]).includes(normalised)) return true;
  return PUBLIC_ROUTE_PREFIXES.some((prefix) => normalised === prefix || normalised.startsWith(`${prefix}/`));
}
