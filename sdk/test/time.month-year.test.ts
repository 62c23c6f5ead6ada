import { describe, expect, it } from 'vitest';
import { dateTimeLabel, monthYearLabel } from '../src/index.js';

describe('monthYearLabel', () => {
  it('reads a date as its month in full and its year', () => {
    expect(monthYearLabel('2024-03-08T10:00:00Z')).toBe('March 2024');
    expect(monthYearLabel(new Date(2025, 8, 30))).toBe('September 2025');
  });

  it('says what en-GB toLocaleDateString says, for every month, in local time', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 1, 0, 30);
      expect(monthYearLabel(date)).toBe(date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' }));
      expect(monthYearLabel(date.toISOString())).toBe(date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' }));
    }
  });

  it('reads an invalid date as nothing', () => {
    expect(monthYearLabel('not a date')).toBe('');
  });
});

describe('dateTimeLabel', () => {
  it('reads a date and time in full, on a 24-hour clock', () => {
    expect(dateTimeLabel(new Date(2026, 10, 25, 14, 5))).toBe('25 November 2026 at 14:05');
    expect(dateTimeLabel(new Date(2026, 0, 3, 0, 0))).toBe('3 January 2026 at 00:00');
  });

  it('says what en-GB Intl.DateTimeFormat says, in local time', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    for (let hour = 0; hour < 24 * 400; hour += 13) {
      const date = new Date(2025, 0, 1, hour, hour % 60);
      expect(dateTimeLabel(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('reads an invalid date as nothing', () => {
    expect(dateTimeLabel('not a date')).toBe('');
  });
});
