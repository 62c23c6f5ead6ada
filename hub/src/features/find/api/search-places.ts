import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { LatLng, Place } from '@tradeshub/sdk';
import { client } from '../../../lib/client';

// GET places/search: UK towns (and postcodes, where configured) by what a person typed.

const MIN_QUERY_LENGTH = 2;
const SUGGESTION_LIMIT = 8;
// A town's centre does not move: keep look-ups for the whole visit.
const PLACE_STALE_MS = 60 * 60 * 1000;

const placesQuery = (q: string, limit: number) =>
  queryOptions({
    queryKey: ['places', 'search', q.toLowerCase(), limit],
    queryFn: ({ signal }) => client.places.search({ query: { q, limit } }, { signal }),
    staleTime: PLACE_STALE_MS,
  });

export const toLatLng = (place: Pick<Place, 'latitude' | 'longitude'>): LatLng => ({ lat: place.latitude, lng: place.longitude });

/** Suggestions for the place box; the last answer stays while the next one loads. */
export function usePlaceSuggestions(text: string) {
  const q = text.trim();
  return useQuery({ ...placesQuery(q, SUGGESTION_LIMIT), enabled: q.length >= MIN_QUERY_LENGTH, placeholderData: keepPreviousData });
}

/** The best match for a place name (a shared link, a typed town): the first suggestion, or null. */
export function usePlaceLookup(name: string | null) {
  const q = name?.trim() ?? '';
  return useQuery({
    ...placesQuery(q, 1),
    enabled: q.length >= MIN_QUERY_LENGTH,
    select: (places) => places[0] ?? null,
  });
}

/** Where each named town is, for the towns whose look-up has answered. */
export function useLocalityCentres(localities: readonly string[]): ReadonlyMap<string, LatLng> {
  const unique = [...new Set(localities.filter((l) => l.trim().length >= MIN_QUERY_LENGTH))];
  return useQueries({
    queries: unique.map((locality) => ({ ...placesQuery(locality.trim(), 1), retry: false })),
    combine: (results) => {
      const centres = new Map<string, LatLng>();
      results.forEach((result, i) => {
        const place = result.data?.[0];
        const locality = unique[i];
        if (place && locality) centres.set(locality, toLatLng(place));
      });
      return centres;
    },
  });
}
