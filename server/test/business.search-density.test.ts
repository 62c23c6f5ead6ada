import { describe, expect, test } from 'vitest';
import { businessesInBox, type DensityCounts } from '../src/modules/business/search-density.js';

// Squares are 0.05°; keys are latitudeSquare * 10,000 + longitudeSquare.
const counts: DensityCounts = {
  perSquare: new Map([
    [1000 * 10_000 - 40, 100], // 50.00–50.05°N, 2.00–1.95°W
    [1000 * 10_000 - 39, 40], // 50.00–50.05°N, 1.95–1.90°W
    [1001 * 10_000 - 40, 8], // 50.05–50.10°N, 2.00–1.95°W
  ]),
  perDegreeSquare: new Map(),
  total: 148,
};

describe('businesses in a box, by the grid', () => {
  test('counts whole squares inside the box and shares of squares it cuts', () => {
    const box = (minLatitude: number, maxLatitude: number, min: number, max: number) => ({ minLatitude, maxLatitude, longitude: { min, max } });
    expect(businessesInBox(counts, box(50, 50.1, -2, -1.9))).toBeCloseTo(148);
    expect(businessesInBox(counts, box(50, 50.025, -2, -1.95))).toBeCloseTo(50);
    expect(businessesInBox(counts, box(50.025, 50.075, -1.975, -1.925))).toBeCloseTo(100 / 4 + 40 / 4 + 8 / 4);
    expect(businessesInBox(counts, box(51, 52, -2, -1.9))).toBe(0);
  });

  test('has no answer for a box without longitude limits', () => {
    expect(businessesInBox(counts, { minLatitude: 89, maxLatitude: 90, longitude: null })).toBeNull();
  });
});
