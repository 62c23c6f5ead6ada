import { describe, expect, test } from 'vitest';
import { distanceKm } from '@tradeshub/sdk';
import { boundingBox, cellOf, cellsCovering, degreeSquareOf, degreeSquaresCovering } from '../src/modules/business/geo.js';
import { pointAt } from './business.fixtures.js';

// Search reads only the businesses in these cells and inside this box, so a cell or a corner
// missed here is a business a customer never finds.

const PLACES = [
  ['London', 51.5074, -0.1278],
  ['Aberdeen', 57.1497, -2.0943],
  ['Penzance', 50.1186, -5.5371],
  ['Lerwick', 60.1546, -1.1494],
  ['the equator', 0, 0],
] as const;
const RADII_KM = [0.5, 3, 33.8, 80, 160];

/** Points spread over the circle: every 5 degrees of bearing, near the edge and inside. */
function pointsWithin(latitude: number, longitude: number, radiusKm: number) {
  return Array.from({ length: 72 }, (_, i) => i * 5).flatMap((bearing) =>
    [0.999, 0.9, 0.5].map((share) => pointAt({ latitude, longitude }, radiusKm * share, bearing)),
  );
}

describe('the cells covering a search circle', () => {
  test.each(PLACES)('hold every point of the circle around %s', (_name, latitude, longitude) => {
    for (const radiusKm of RADII_KM) {
      const cells = new Set(cellsCovering(latitude, longitude, radiusKm));
      const missed = pointsWithin(latitude, longitude, radiusKm).filter((p) => !cells.has(cellOf(p.latitude, p.longitude)));
      expect(missed, `${radiusKm} km`).toEqual([]);
    }
  });

  test('leave out cells the circle does not reach', () => {
    const cells = cellsCovering(51.5074, -0.1278, 33.8)!;
    const far = pointAt({ latitude: 51.5074, longitude: -0.1278 }, 60, 90);
    expect(cells).not.toContain(cellOf(far.latitude, far.longitude));
    // A hexagonal disk of rings wide enough would hold 169 cells.
    expect(cells.length).toBeLessThan(169);
  });
});

describe('the box around a search circle', () => {
  test.each(PLACES)('holds every point of the circle around %s', (_name, latitude, longitude) => {
    for (const radiusKm of RADII_KM) {
      const box = boundingBox(latitude, longitude, radiusKm);
      for (const p of pointsWithin(latitude, longitude, radiusKm)) {
        expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude);
        expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude);
        if (box.longitude) expect(p.longitude).toBeGreaterThanOrEqual(box.longitude.min);
        if (box.longitude) expect(p.longitude).toBeLessThanOrEqual(box.longitude.max);
      }
    }
  });

  test('is tight: its corners are outside the circle', () => {
    const box = boundingBox(51.5074, -0.1278, 33.8);
    const corner = { lat: box.maxLatitude, lng: box.longitude!.max };
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, corner)).toBeGreaterThan(33.8);
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: box.maxLatitude, lng: -0.1278 })).toBeCloseTo(33.8, 3);
  });

  test('allows any longitude when the circle reaches a pole or crosses the antimeridian', () => {
    expect(boundingBox(89.9, 10, 50).longitude).toBeNull();
    expect(boundingBox(0, 179.9, 50).longitude).toBeNull();
  });
});

describe('the degree squares around a search circle', () => {
  test.each(PLACES)('hold every point of the circle around %s', (_name, latitude, longitude) => {
    for (const radiusKm of RADII_KM) {
      const squares = degreeSquaresCovering(boundingBox(latitude, longitude, radiusKm), 100);
      if (!squares) continue;
      for (const p of pointsWithin(latitude, longitude, radiusKm)) expect(squares).toContain(degreeSquareOf(p.latitude, p.longitude));
    }
  });

  test('are the squares the box touches, and none past the limit', () => {
    const box = { minLatitude: 53.2, maxLatitude: 53.8, longitude: { min: -2.7, max: -1.8 } };
    expect(degreeSquaresCovering(box, 30)).toEqual([degreeSquareOf(53, -3), degreeSquareOf(53, -2)]);
    expect(degreeSquaresCovering({ ...box, maxLatitude: 54.1 }, 30)).toHaveLength(4);
    expect(degreeSquaresCovering({ ...box, maxLatitude: 54.1 }, 3)).toBeNull();
    expect(degreeSquaresCovering({ ...box, longitude: null }, 30)).toBeNull();
  });

  test('number the squares apart, both sides of the antimeridian and the equator', () => {
    const corners = [-90, -0.5, 0, 89.5].flatMap((latitude) => [-180, -0.5, 0, 179.5, 180].map((longitude) => degreeSquareOf(latitude, longitude)));
    expect(new Set(corners).size).toBe(corners.length);
  });
});
