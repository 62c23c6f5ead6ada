import { describe, expect, test } from 'vitest';
import { durationLabel } from '../src/domain/time.js';

describe('durationLabel: under 7 days in days, else weeks', () => {
  test.each([
    [0, '0 days'],
    [1, '1 day'],
    [3, '3 days'],
    [6, '6 days'],
    [6.4, '6 days'],
    [7, '1 week'],
    [10, '1 week'],
    [11, '2 weeks'],
    [14, '2 weeks'],
    [30, '4 weeks'],
    [-2, '0 days'],
    [Number.NaN, '0 days'],
  ])('%s days -> %s', (days, label) => {
    expect(durationLabel(days)).toBe(label);
  });
});
