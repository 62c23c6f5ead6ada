import { describe, expect, it, test } from 'vitest';
import { defaultSearchFilter } from '@tradeshub/sdk';
import { countActiveFilters, defaultFindSearch, mapRangeToFit, parseFindSearch, serialiseFindSearch, toSearchBody, type FindSearch } from '../search-params';

const parse = (query: string) => parseFindSearch(new URLSearchParams(query));
const serialise = (search: FindSearch) => serialiseFindSearch(search).toString();

describe('find page URL <-> search state', () => {
  it('gives the spec defaults for an empty query', () => {
    expect(parse('')).toEqual(defaultFindSearch());
    expect(parse('').filter).toEqual({
      overall: [0, 0],
      price: [0, 0],
      distance: [0, 21],
      cleanliness: 0,
      friendliness: 0,
      quality: 0,
      punctuality: 0,
      sort: 'Highest Rated',
      selectedRange: 5,
    });
  });

  it('leaves every default out of the URL', () => {
    expect(serialise(defaultFindSearch())).toBe('');
    expect(serialise({ ...defaultFindSearch(), category: 'Plumbing' })).toBe('category=Plumbing');
  });

  it('reads a shared link with category and place and searches from it', () => {
    const search = parse('category=Plumbing&place=London');
    expect(search.category).toBe('Plumbing');
    expect(search.place).toBe('London');
    expect(search.centre).toBeNull();
  });

  it('round-trips every field that differs from its default', () => {
    const search: FindSearch = {
      category: 'Painting & Decorating',
      place: 'Leeds',
      centre: { lat: 53.7997, lng: -1.5492 },
      filter: {
        ...defaultSearchFilter(),
        overall: [3.5, 5],
        price: [2, 4],
        distance: [0, 50],
        cleanliness: 4,
        friendliness: 3,
        quality: 4.5,
        punctuality: 2,
        sort: 'Most Recommended',
        selectedRange: 10,
      },
    };
    const query = serialise(search);
    expect(query).toContain('category=Painting+%26+Decorating');
    expect(query).toContain('sort=most-recommended');
    expect(query).toContain('overall=3.5-5');
    expect(query).toContain('range=10');
    expect(parse(query)).toEqual(search);
  });

  it('rounds coordinates to about 11 metres', () => {
    const query = serialise({ ...defaultFindSearch(), centre: { lat: 51.507351234, lng: -0.127758987 } });
    expect(query).toBe('lat=51.5074&lng=-0.1278');
  });

  it.each([
    ['an unknown category', 'category=Wizardry', (s: FindSearch) => expect(s.category).toBeNull()],
    ['an unknown sort', 'sort=cheapest', (s: FindSearch) => expect(s.filter.sort).toBe('Highest Rated')],
    ['a rating above 5', 'quality=7', (s: FindSearch) => expect(s.filter.quality).toBe(0)],
    ['a negative rating', 'cleanliness=-1', (s: FindSearch) => expect(s.filter.cleanliness).toBe(0)],
    ['a word for a number', 'punctuality=high', (s: FindSearch) => expect(s.filter.punctuality).toBe(0)],
    ['a backwards range', 'overall=5-3', (s: FindSearch) => expect(s.filter.overall).toEqual([0, 0])],
    ['a range with one end', 'price=3-', (s: FindSearch) => expect(s.filter.price).toEqual([0, 0])],
    ['a distance beyond 100 miles', 'distance=0-500', (s: FindSearch) => expect(s.filter.distance).toEqual([0, 21])],
    ['a zero map range', 'range=0', (s: FindSearch) => expect(s.filter.selectedRange).toBe(5)],
    ['a latitude off the globe', 'lat=123&lng=1', (s: FindSearch) => expect(s.centre).toBeNull()],
    ['a latitude without a longitude', 'lat=51.5', (s: FindSearch) => expect(s.centre).toBeNull()],
    ['a blank place', 'place=%20%20', (s: FindSearch) => expect(s.place).toBeNull()],
  ])('falls back to the default for %s', (_name, query, check) => {
    check(parse(query));
  });

  it('keeps the good values when others are bad', () => {
    const search = parse('category=Roofing&quality=nine&sort=nearest');
    expect(search.category).toBe('Roofing');
    expect(search.filter.quality).toBe(0);
    expect(search.filter.sort).toBe('Nearest');
  });
});

describe('countActiveFilters', () => {
  it('counts the panel filters that differ from their defaults', () => {
    expect(countActiveFilters(defaultSearchFilter())).toBe(0);
    expect(countActiveFilters({ ...defaultSearchFilter(), overall: [4, 5], quality: 3, sort: 'Nearest' })).toBe(3);
  });

  it('does not count distance or the map range, which the search bar and map show', () => {
    expect(countActiveFilters({ ...defaultSearchFilter(), distance: [0, 50], selectedRange: 20 })).toBe(0);
  });
});

describe('toSearchBody', () => {
  it('sends the point and the filter, and leaves out an unset category', () => {
    const body = toSearchBody(defaultFindSearch(), { lat: 51.5, lng: -0.12 });
    expect(body).toMatchObject({ latitude: 51.5, longitude: -0.12, distance: [0, 21], sort: 'Highest Rated' });
    expect(body).not.toHaveProperty('category');
  });

  it('searches anywhere when there is no point', () => {
    const body = toSearchBody({ ...defaultFindSearch(), category: 'Tiling' }, null);
    expect(body).toMatchObject({ category: 'Tiling' });
    expect(body).not.toHaveProperty('latitude');
  });
});

describe('mapRangeToFit', () => {
  test.each([
    { distances: [], atLeast: 5, range: 5 },
    { distances: [0.5, 1.2], atLeast: 5, range: 5 },
    { distances: [0.5, 4.4], atLeast: 5, range: 5 },
    { distances: [4.6], atLeast: 5, range: 10 },
    { distances: [2, 11.2], atLeast: 5, range: 20 },
    { distances: [1], atLeast: 20, range: 20 },
    { distances: [1], atLeast: 2, range: 2 },
    { distances: [80], atLeast: 5, range: 100 },
    { distances: [140], atLeast: 5, range: 100 },
  ])('shows $distances miles away within $range miles (at least $atLeast)', ({ distances, atLeast, range }) => {
    expect(mapRangeToFit(distances, atLeast)).toBe(range);
  });
});
