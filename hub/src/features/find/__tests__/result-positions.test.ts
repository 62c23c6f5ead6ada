import { describe, expect, it } from 'vitest';
import { distanceMiles } from '@tradeshub/sdk';
import { bearingDegrees } from '../map-projection';
import { approximatePosition } from '../result-positions';

const london = { lat: 51.5074, lng: -0.1278 };
const reading = { lat: 51.4543, lng: -0.9781 };

describe('approximatePosition', () => {
  it('keeps the true distance', () => {
    const at = approximatePosition({ id: 'a1', distanceMiles: 7.5 }, london, undefined);
    expect(distanceMiles(london, at!)).toBeCloseTo(7.5, 1);
  });

  it('points towards the business town when it is elsewhere', () => {
    const at = approximatePosition({ id: 'b2', distanceMiles: 36 }, london, reading);
    const towardsReading = bearingDegrees(london, reading);
    expect(Math.abs(bearingDegrees(london, at!) - towardsReading)).toBeLessThanOrEqual(12.001);
  });

  it('puts a pin in the same place every time', () => {
    expect(approximatePosition({ id: 'c3', distanceMiles: 3 }, london, london)).toEqual(approximatePosition({ id: 'c3', distanceMiles: 3 }, london, london));
  });

  it('has no position without a distance', () => {
    expect(approximatePosition({ id: 'd4', distanceMiles: null }, london, undefined)).toBeNull();
  });
});
