import {
  CATEGORIES,
  SEARCH_SORT_OPTIONS,
  defaultSearchFilter,
  type BusinessSearchBody,
  type CategoryTitle,
  type LatLng,
  type SearchFilter,
  type SearchSortOption,
  type SliderRange,
} from '@tradeshub/sdk';

// The find page keeps its whole state in the URL so a search can be shared, bookmarked and
// reloaded. Defaults never appear in the URL; a value that does not parse falls back to its
// default rather than failing the page.

/** Everything the find page searches by. */
export interface FindSearch {
  category: CategoryTitle | null;
  /** The town or postcode as the customer chose or typed it. */
  place: string | null;
  /** Where to search from; null until known (a typed place is looked up first). */
  centre: LatLng | null;
  filter: SearchFilter;
}

export function defaultFindSearch(): FindSearch {
  return { category: null, place: null, centre: null, filter: defaultSearchFilter() };
}

const MAX_RATING = 5;
const MAX_MILES = 100;
/** The longest text places/search takes; a longer place could never be looked up. */
const MAX_PLACE_LENGTH = 60;
/** Four decimals of a degree is about 11 metres: plenty for a search, and no more precise than needed. */
const COORDINATE_DECIMALS = 4;

type DimensionKey = 'cleanliness' | 'friendliness' | 'quality' | 'punctuality';
/** The four dimensions the filter takes a minimum for. */
export const DIMENSION_FILTERS: readonly DimensionKey[] = ['quality', 'punctuality', 'cleanliness', 'friendliness'];

/** Sort orders in the URL as slugs: 'Highest Rated' <-> 'highest-rated'. */
export const sortSlug = (sort: SearchSortOption) => sort.toLowerCase().replace(/\s+/g, '-');

function parseNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function parseRange(raw: string | null, max: number): SliderRange | null {
  const match = raw?.trim().match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/);
  if (!match) return null;
  const from = parseNumber(match[1] ?? null, 0, max);
  const to = parseNumber(match[2] ?? null, 0, max);
  return from !== null && to !== null && from <= to ? [from, to] : null;
}

function parseCoordinate(raw: string | null, limit: number): number | null {
  if (raw === null || !/^-?\d+(\.\d+)?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : null;
}

const formatRange = ([from, to]: SliderRange) => `${from}-${to}`;
const sameRange = (a: SliderRange, b: SliderRange) => a[0] === b[0] && a[1] === b[1];
const roundCoordinate = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

/** The find page's state from its URL query; anything missing or unreadable takes its default. */
export function parseFindSearch(params: URLSearchParams): FindSearch {
  const defaults = defaultSearchFilter();
  const category = CATEGORIES.find((c) => c === params.get('category')) ?? null;
  const place = params.get('place')?.trim().slice(0, MAX_PLACE_LENGTH) || null;
  const lat = parseCoordinate(params.get('lat'), 90);
  const lng = parseCoordinate(params.get('lng'), 180);
  const sort = SEARCH_SORT_OPTIONS.find((s) => sortSlug(s) === params.get('sort')) ?? defaults.sort;

  const filter: SearchFilter = {
    overall: parseRange(params.get('overall'), MAX_RATING) ?? defaults.overall,
    price: parseRange(params.get('price'), MAX_RATING) ?? defaults.price,
    distance: parseRange(params.get('distance'), MAX_MILES) ?? defaults.distance,
    cleanliness: parseNumber(params.get('cleanliness'), 0, MAX_RATING) ?? defaults.cleanliness,
    friendliness: parseNumber(params.get('friendliness'), 0, MAX_RATING) ?? defaults.friendliness,
    quality: parseNumber(params.get('quality'), 0, MAX_RATING) ?? defaults.quality,
    punctuality: parseNumber(params.get('punctuality'), 0, MAX_RATING) ?? defaults.punctuality,
    sort,
    selectedRange: parseNumber(params.get('range'), 1, MAX_MILES) ?? defaults.selectedRange,
  };
  // A point needs both halves; half of one is no point at all.
  const centre = lat !== null && lng !== null ? { lat, lng } : null;
  return { category, place, centre, filter };
}

/** The URL query for a search, leaving out every value that is still its default. */
export function serialiseFindSearch(search: FindSearch): URLSearchParams {
  const defaults = defaultSearchFilter();
  const { filter } = search;
  const params = new URLSearchParams();
  if (search.category) params.set('category', search.category);
  if (search.place) params.set('place', search.place);
  if (search.centre) {
    params.set('lat', String(roundCoordinate(search.centre.lat)));
    params.set('lng', String(roundCoordinate(search.centre.lng)));
  }
  if (filter.sort !== defaults.sort) params.set('sort', sortSlug(filter.sort));
  for (const key of ['overall', 'price', 'distance'] as const) {
    if (!sameRange(filter[key], defaults[key])) params.set(key, formatRange(filter[key]));
  }
  for (const key of DIMENSION_FILTERS) {
    if (filter[key] !== defaults[key]) params.set(key, String(filter[key]));
  }
  if (filter.selectedRange !== defaults.selectedRange) params.set('range', String(filter.selectedRange));
  return params;
}

/**
 * How many of the panel's filters differ from their defaults (the badge on the Filters
 * button). Distance and the map's range are not counted: the search bar shows distance
 * and the range only frames the map.
 */
export function countActiveFilters(filter: SearchFilter): number {
  const defaults = defaultSearchFilter();
  let count = 0;
  if (!sameRange(filter.overall, defaults.overall)) count++;
  if (!sameRange(filter.price, defaults.price)) count++;
  for (const key of DIMENSION_FILTERS) if (filter[key] !== defaults[key]) count++;
  if (filter.sort !== defaults.sort) count++;
  return count;
}

/** How many miles around the place the map can show (the filter's selectedRange). */
export const MAP_RANGES = [2, 5, 10, 20, 50, 100] as const;

/** A pin this far out (as a share of the map's range) still shows whole inside the frame. */
const PIN_ROOM = 0.9;

/**
 * The map's range that shows every listed result: the smallest of MAP_RANGES that puts the
 * farthest one inside the frame, and never closer than `atLeast` (the filter's selectedRange).
 * Past the largest range, the largest.
 * @example mapRangeToFit([0.8, 11.2], 5) // 20: a plumber 11 miles out is on the map
 */
export function mapRangeToFit(distancesMiles: readonly number[], atLeast: number): number {
  const farthest = Math.max(0, ...distancesMiles);
  const fits = MAP_RANGES.find((range) => range >= atLeast && farthest <= range * PIN_ROOM);
  return fits ?? Math.max(atLeast, ...MAP_RANGES);
}

/** Results per page; the server caps pages at 100. */
export const RESULTS_PAGE_SIZE = 20;

/** The search request for a state and the point it resolved to (null: anywhere in the UK). */
export function toSearchBody(search: Pick<FindSearch, 'category' | 'filter'>, centre: LatLng | null): BusinessSearchBody {
  return {
    ...search.filter,
    ...(search.category ? { category: search.category } : {}),
    ...(centre ? { latitude: centre.lat, longitude: centre.lng } : {}),
    limit: RESULTS_PAGE_SIZE,
  };
}
