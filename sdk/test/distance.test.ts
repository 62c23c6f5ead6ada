import { describe, expect, test } from 'vitest';
import {
  distanceKm,
  distanceMiles,
  EARTH_DIAMETER_KM,
  EARTH_RADIUS_KM,
  KM_PER_MILE,
  kmToMetres,
  kmToMiles,
  metresToKm,
  metresToMiles,
  milesToKm,
  milesToMetres,
} from '../src/domain/distance.js';

const LONDON = { lat: 51.5074, lng: -0.1278 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };

describe('constants', () => {
  test('use the spec figures', () => {
    expect(EARTH_DIAMETER_KM).toBe(12742.142);
    expect(EARTH_RADIUS_KM).toBe(6371.071);
    expect(KM_PER_MILE).toBe(1.609344);
  });
});

describe('distanceKm', () => {
  test.each([
    ['the same point', LONDON, LONDON, 0],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, (Math.PI * EARTH_DIAMETER_KM) / 360],
    ['half way round the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, (Math.PI * EARTH_DIAMETER_KM) / 2],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, (Math.PI * EARTH_DIAMETER_KM) / 2],
  ])('%s', (_, from, to, km) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, 6);
  });

  test('London to Manchester is about 262 km (163 miles), either way round', () => {
    expect(distanceKm(LONDON, MANCHESTER)).toBeCloseTo(262.3, 0);
    expect(distanceKm(MANCHESTER, LONDON)).toBeCloseTo(distanceKm(LONDON, MANCHESTER), 9);
    expect(distanceMiles(LONDON, MANCHESTER)).toBeCloseTo(163, 0);
  });
});

describe('conversions', () => {
  test.each([
    ['miles to km', milesToKm(1), 1.609344],
    ['km to miles', kmToMiles(1.609344), 1],
    ['km to metres', kmToMetres(2.5), 2500],
    ['metres to km', metresToKm(2500), 2.5],
    ['miles to metres (the default 30-mile radius)', milesToMetres(30), 48280.32],
    ['metres to miles', metresToMiles(1609.344), 1],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBeCloseTo(expected, 9);
  });
});
