import { warnOnce } from './log';
import { publicBusinessPath } from './paths';

/** What the widgets show of a business, as its public profile sends it. */
export interface BusinessProfile {
  name: string;
  /** The average OVERALL score, 0 to 5, and how many reviews it is from. */
  rating: { average: number; count: number };
  /** The uuid of the business's own referral link. */
  referralUuid: string;
}

/** undefined while loading, null when it could not be loaded. */
export type ProfileLoad = BusinessProfile | null | undefined;

const loads = new Map<string, { value: ProfileLoad; watchers: Set<() => void> }>();

/**
 * The public profile of a business, loaded once per page however many widgets show it;
 * `redraw` is called when it arrives. The endpoint is cacheable (ETag, short max-age), so
 * repeat visits are cheap.
 */
export function businessProfile(hub: string, businessId: string, redraw: () => void): ProfileLoad {
  const url = hub + publicBusinessPath(businessId);
  let load = loads.get(url);
  if (!load) {
    const started = (load = { value: undefined as ProfileLoad, watchers: new Set<() => void>() });
    loads.set(url, started);
    const settle = (value: ProfileLoad) => {
      started.value = value;
      started.watchers.forEach((watcher) => watcher());
    };
    fetch(url, { credentials: 'omit' })
      .then(async (response) => {
        if (!response.ok) throw `${response.status} for business-id "${businessId}"`;
        settle((await response.json()).data);
      })
      .catch((error: unknown) => {
        warnOnce('the business could not be loaded', error);
        settle(null);
      });
  }
  load.watchers.add(redraw);
  return load.value;
}

/** Stops redrawing a widget that left the page when profiles arrive. */
export function unwatchProfiles(redraw: () => void): void {
  for (const load of loads.values()) load.watchers.delete(redraw);
}
