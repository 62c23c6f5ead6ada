import { describe, expect, it } from 'vitest';
import { distanceMiles } from '@tradeshub/sdk';
import { bearingDegrees, createProjection, pointAtBearing, ringDistances, tilesFor } from '../map-projection';

const london = { lat: 51.5074, lng: -0.1278 };
const frame = { centre: london, rangeMiles: 20, width: 400, height: 400 };

describe('map projection', () => {
  const projection = createProjection(frame);

  it('fits the range into the shorter side: 20 miles to the edge of a 400 px map is 10 px a mile', () => {
    expect(projection.pxPerMile).toBe(10);
    expect(createProjection({ ...frame, width: 800 }).pxPerMile).toBe(10);
  });

  it('puts the centre in the middle', () => {
    expect(projection.project(london)).toEqual({ x: 200, y: 200 });
  });

  it('draws a point 10 miles east 10 miles to the right, level with the centre', () => {
    // 10 miles of longitude at 51.5° N, worked out independently: 16.09 km / (111.2 km × cos 51.5°).
    const east = { lat: london.lat, lng: london.lng + 16.0934 / (111.195 * Math.cos((51.5074 * Math.PI) / 180)) };
    const { x, y } = projection.project(east);
    expect(x - 200).toBeCloseTo(100, 0);
    expect(y).toBeCloseTo(200, 5);
  });

  it('draws north up and south down', () => {
    expect(projection.project(pointAtBearing(london, 0, 5)).y).toBeCloseTo(150, 1);
    expect(projection.project(pointAtBearing(london, 180, 5)).y).toBeCloseTo(250, 1);
  });

  it('agrees with the sdk great-circle distance for points it places', () => {
    for (const bearing of [0, 45, 90, 200, 300]) {
      const point = pointAtBearing(london, bearing, 12);
      expect(distanceMiles(london, point)).toBeCloseTo(12, 1);
      expect(bearingDegrees(london, point)).toBeCloseTo(bearing, 3);
    }
  });

  it('knows which positions are on the map', () => {
    expect(projection.contains(projection.project(pointAtBearing(london, 90, 19)))).toBe(true);
    expect(projection.contains(projection.project(pointAtBearing(london, 90, 21)))).toBe(false);
  });
});

describe('ringDistances', () => {
  it.each([
    [5, [1, 2, 5]],
    [20, [5, 10, 20]],
    [21, [5, 10, 20]],
    [50, [10, 20, 50]],
    [2, [1, 2]],
  ])('labels rings that fit %s miles', (range, rings) => {
    expect(ringDistances(range)).toEqual(rings);
  });
});

describe('tilesFor', () => {
  const tiles = tilesFor(frame);

  it('covers the whole map with tiles no smaller than their natural size', () => {
    const first = tiles[0]!;
    expect(first.size).toBeGreaterThanOrEqual(256);
    expect(first.size).toBeLessThan(512);
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + t.size))).toBeGreaterThanOrEqual(400);
    expect(Math.max(...tiles.map((t) => t.top + t.size))).toBeGreaterThanOrEqual(400);
  });

  it('puts the tile that holds the centre under the centre', () => {
    const z = tiles[0]!.z;
    // The standard slippy-map tile numbers for a point.
    const n = 2 ** z;
    const latRad = (london.lat * Math.PI) / 180;
    const x = Math.floor(((london.lng + 180) / 360) * n);
    const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
    const under = tiles.find((t) => t.left <= 200 && t.left + t.size > 200 && t.top <= 200 && t.top + t.size > 200);
    expect(under).toMatchObject({ x, y, z });
  });
});
