import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { LatLng } from '@tradeshub/sdk';
import { MIN_PLACE_QUERY_LENGTH, placeSearchQueryOptions, toLatLng } from '../../../entities/places';

/** Suggestions for the place box; the last answer stays while the next one loads. */
export function usePlaceSuggestions(text: string) {
  const q = text.trim();
  return useQuery({ ...placeSearchQueryOptions(q), enabled: q.length >= MIN_PLACE_QUERY_LENGTH, placeholderData: keepPreviousData });
}

/** The best match for a place name (a shared link, a typed town): the first suggestion, or null. */
export function usePlaceLookup(name: string | null) {
  const q = name?.trim() ?? '';
  return useQuery({
    ...placeSearchQueryOptions(q, 1),
    enabled: q.length >= MIN_PLACE_QUERY_LENGTH,
    select: (places) => places[0] ?? null,
  });
}

/** Where each named town is, for the towns whose look-up has answered. */
export function useLocalityCentres(localities: readonly string[]): ReadonlyMap<string, LatLng> {
  const unique = [...new Set(localities.filter((l) => l.trim().length >= MIN_PLACE_QUERY_LENGTH))];
  return useQueries({
    queries: unique.map((locality) => ({ ...placeSearchQueryOptions(locality.trim(), 1), retry: false })),
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
