import { describe, expect, test } from 'vitest';
import {
  averageOfDimensions,
  formatRating,
  RATING_BAND_COLOURS,
  ratingBand,
  ratingColour,
  roundRating,
} from '../src/domain/ratings.js';

describe('ratingBand (on the rating itself, not as rounded for display)', () => {
  test.each([
    [5, 'purple'],
    [3.5, 'purple'],
    [3.49, 'amber'],
    [3.45, 'amber'],
    [3.44, 'amber'],
    [2.5, 'amber'],
    [2.49, 'red'],
    [2.45, 'red'],
    [0, 'red'],
    [Number.NaN, 'red'],
  ] as const)('%s is %s', (rating, band) => {
    expect(ratingBand(rating)).toBe(band);
    expect(ratingColour(rating)).toBe(RATING_BAND_COLOURS[band]);
  });

  test('each band has its own hex colour', () => {
    const colours = Object.values(RATING_BAND_COLOURS);
    expect(new Set(colours).size).toBe(3);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('rounding for display', () => {
  test.each([
    [4, 4, '4.0'],
    [4.45, 4.5, '4.5'],
    [4.44, 4.4, '4.4'],
    [3.05, 3.1, '3.1'],
    [4.666, 4.7, '4.7'],
  ])('%s rounds to %s and shows %s', (rating, rounded, shown) => {
    expect(roundRating(rating)).toBe(rounded);
    expect(formatRating(rating)).toBe(shown);
  });
});

describe('averageOfDimensions', () => {
  test.each([
    ['all six', { OVERALL: 5, PRICE: 4, PUNCTUALITY: 3, CLEANLINESS: 5, QUALITY: 4, FRIENDLINESS: 3 }, 4],
    ['only those rated', { PRICE: 4, QUALITY: 5 }, 4.5],
    ['nulls are not rated', { PRICE: 2, QUALITY: null }, 2],
    ['none rated', {}, null],
  ])('%s', (_, ratings, expected) => {
    expect(averageOfDimensions(ratings)).toBe(expected);
  });
});
