import { signal, type Signal } from '@preact/signals';
import { warnOnce } from './log';
import { publicBusinessPath } from './paths';

/** What the widgets show of a business, from its public profile. */
export interface BusinessProfile {
  name: string;
  /** The average OVERALL score, 0 to 5. */
  average: number;
  count: number;
  /** The uuid of the business's own referral link. */
  referralUuid: string;
}

/** undefined while loading, null when it could not be loaded. */
export type ProfileLoad = BusinessProfile | null | undefined;

const loads = new Map<string, Signal<ProfileLoad>>();

/**
 * The public profile of a business, loaded once per page however many widgets show it. The
 * endpoint is cacheable (ETag, short max-age), so repeat visits are cheap.
 */
export function businessProfile(hub: string, businessId: string): Signal<ProfileLoad> {
  const url = hub + publicBusinessPath(businessId);
  let load = loads.get(url);
  if (!load) {
    loads.set(url, (load = signal<ProfileLoad>(undefined)));
    const loaded = load;
    fetch(url, { credentials: 'omit' })
      .then(async (response) => {
        if (!response.ok) throw `${response.status} for business-id "${businessId}"`;
        const { name, rating, referralUuid } = (await response.json()).data as { name: string; rating: BusinessProfile; referralUuid: string };
        loaded.value = { name, average: rating.average, count: rating.count, referralUuid };
      })
      .catch((error: unknown) => {
        warnOnce('the business could not be loaded', error);
        loaded.value = null;
      });
  }
  return load;
}
