import { describe, expect, test } from 'vitest';
import { compactAge } from '../src/domain/time.js';

const NOW = Date.UTC(2025, 2, 10, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('compactAge: the largest whole unit of y, w, d, h, m, s', () => {
  test.each([
    [0, '0s'],
    [999, '0s'],
    [SECOND, '1s'],
    [59 * SECOND, '59s'],
    [5 * MINUTE, '5m'],
    [59 * MINUTE + 59 * SECOND, '59m'],
    [HOUR, '1h'],
    [23 * HOUR, '23h'],
    [3 * DAY, '3d'],
    [6 * DAY + 23 * HOUR, '6d'],
    [7 * DAY, '1w'],
    [51 * 7 * DAY, '51w'],
    [364 * DAY, '52w'],
    [365 * DAY, '1y'],
    [3 * 365 * DAY + 100 * DAY, '3y'],
    [-5 * MINUTE, '0s'],
  ])('%i ms ago -> %s', (ago, label) => {
    expect(compactAge(NOW - ago, NOW)).toBe(label);
  });

  test('accepts ISO strings', () => {
    expect(compactAge('2025-03-10T11:55:00Z', '2025-03-10T12:00:00Z')).toBe('5m');
  });

  test('reads 0s for an invalid date', () => {
    expect(compactAge('not a date', NOW)).toBe('0s');
  });
});
