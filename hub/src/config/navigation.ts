import { paths } from './paths';

export interface NavItem {
  label: string;
  to: string;
}

// The spec's menus (section 2) in its order and words. A destination is listed only once
// its page exists: `ROUTED` is filled from the router, so the two cannot disagree.
const CUSTOMER_NAV: NavItem[] = [
  { label: 'Community Hub', to: paths.home() },
  { label: 'Find A tradesperson', to: paths.find() },
  { label: 'Messages', to: paths.messages() },
  { label: 'Manage Work', to: paths.manageWork() },
  { label: 'Your Tradespeople', to: paths.yourTradespeople() },
  { label: 'Recommendations', to: paths.recommendations() },
  { label: 'Notifications', to: paths.notifications() },
  { label: 'Referral', to: paths.referral() },
];

const TRADESPERSON_NAV: NavItem[] = [
  { label: 'Find a Job', to: paths.home() },
  { label: 'Messages', to: paths.messages() },
  { label: 'Manage Work', to: paths.manageWork() },
  { label: 'View Profile', to: paths.ownBusiness() },
  { label: 'Accounts', to: paths.accounts() },
  { label: 'Notifications', to: paths.notifications() },
];

const CUSTOMER_SETTINGS: NavItem[] = [
  { label: 'Contact Details', to: paths.settings.contactDetails() },
  { label: 'Security', to: paths.settings.security() },
  { label: 'Local Area', to: paths.settings.localArea() },
  { label: 'Notifications', to: paths.settings.notifications() },
];

const BUSINESS_SETTINGS: NavItem[] = [
  { label: 'Contact Details', to: paths.settings.contactDetails() },
  { label: 'Security', to: paths.settings.security() },
  { label: 'Business Details', to: paths.settings.businessArea() },
  { label: 'Notifications', to: paths.settings.notifications() },
  { label: 'Payments', to: paths.settings.payments() },
];

const routed = new Set<string>();

/** Called by the router with every path it serves. */
export function registerRoutedPaths(routePaths: string[]): void {
  for (const path of routePaths) routed.add(path);
}

const available = (items: NavItem[]) => items.filter((item) => routed.has(item.to));

/** The main menu for the mode the user is in (business-user flag, spec section 3). */
export function mainNavigation(isBusinessUser: boolean): NavItem[] {
  return available(isBusinessUser ? TRADESPERSON_NAV : CUSTOMER_NAV);
}

/** The settings tabs for the mode the user is in. */
export function settingsTabs(isBusinessUser: boolean): NavItem[] {
  return available(isBusinessUser ? BUSINESS_SETTINGS : CUSTOMER_SETTINGS);
}
