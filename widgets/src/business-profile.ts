import { signal, type Signal } from '@preact/signals';
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

const loads = new Map<string, Signal<ProfileLoad>>();

/**
 * The public profile of a business, loaded once per page however many widgets show it. The
 * endpoint is cacheable (ETag, short max-age), so repeat visits are cheap.
 */
export function businessProfile(hub: string, businessId: string): Signal<ProfileLoad> {
  const url = hub + publicBusinessPath(businessId);
  let load = loads.get(url);
  if (load) return load;
  loads.set(url, (load = signal<ProfileLoad>(undefined)));
  fetch(url, { credentials: 'omit' })
    .then(async (response) => {
      if (!response.ok) throw `${response.status} for business-id "${businessId}"`;
      load.value = (await response.json()).data;
    })
    .catch((error: unknown) => {
      warnOnce('the business could not be loaded', error);
      load.value = null;
    });
  return load;
}
