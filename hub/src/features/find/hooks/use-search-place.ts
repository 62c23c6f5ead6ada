import { useCallback } from 'react';
import type { LatLng } from '@tradeshub/sdk';
import { toLatLng } from '../../../entities/places';
import { usePlaceLookup } from '../api/search-places';
import type { PlaceState } from '../components/results';
import type { FindSearch } from '../search-params';
import { useCurrentLocation } from './use-current-location';
import type { FindSearchUpdate } from './use-find-search';

/** The place as the page names it: the town typed or chosen, or the visitor's own position. */
function placeLabelOf(place: string | null, centre: LatLng | null): string {
  return place ?? (centre ? 'your location' : '');
}

/**
 * Where a search is centred, shared by /findabussiness, /map and /random: the point in the
 * URL, or the typed place looked up first (the map needs its centre), or the visitor's own
 * position once they share it.
 */
export function useSearchPlace(search: FindSearch, update: FindSearchUpdate) {
  const onLocated = useCallback((point: LatLng) => update({ place: null, centre: point }), [update]);
  const location = useCurrentLocation(onLocated);
  const lookup = usePlaceLookup(search.centre ? null : search.place);
  const centre = search.centre ?? (lookup.data ? toLatLng(lookup.data) : null);
  const hasPlace = search.place !== null || search.centre !== null;
  const placeState: PlaceState = !hasPlace
    ? 'anywhere'
    : centre
      ? 'found'
      : lookup.isError
        ? 'failed'
        : lookup.fetchStatus === 'fetching'
          ? 'looking-up'
          : 'not-found';
  return { centre, hasPlace, placeState, placeLabel: placeLabelOf(search.place, search.centre), location, retryLookup: () => void lookup.refetch() };
}
