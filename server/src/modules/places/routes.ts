import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';

/** Place search for the find-a-tradesperson box and the business location picker. */
export function placesHandlers({ geocoder }: AppContext) {
  return {
    search: async ({ query }) => geocoder.search(query.q, query.limit),
  } satisfies Partial<GroupHandlers<'places'>>;
}
