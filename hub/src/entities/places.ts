import { queryOptions } from '@tanstack/react-query';
import type { LatLng, Place } from '@tradeshub/sdk';
import { loadClient } from '../lib/load-client';

// GET places/search: UK towns (and postcodes, where configured) by what a person typed. Used by
// the place fields of forms and by finding a tradesperson.

/** The contract refuses shorter queries. */
export const MIN_PLACE_QUERY_LENGTH = 2;
/** How many suggestions a place field offers (the contract's default). */
export const PLACE_SUGGESTION_LIMIT = 8;
// A town's centre does not move: keep look-ups for the whole visit.
const PLACE_STALE_MS = 60 * 60 * 1000;

export const placeKeys = {
  all: ['places'] as const,
  search: (q: string, limit: number) => ['places', 'search', q.toLowerCase(), limit] as const,
};

export const placeSearchQueryOptions = (q: string, limit: number = PLACE_SUGGESTION_LIMIT) =>
  queryOptions({
    queryKey: placeKeys.search(q, limit),
    queryFn: async ({ signal }) => (await loadClient()).places.search({ query: { q, limit } }, { signal }),
    staleTime: PLACE_STALE_MS,
  });

export const toLatLng = (place: Pick<Place, 'latitude' | 'longitude'>): LatLng => ({ lat: place.latitude, lng: place.longitude });
