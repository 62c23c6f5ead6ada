import { describe, expect, test } from 'vitest';
import { relativeDayLabel } from '../src/domain/time.js';

// Local-time dates so the answers hold in any time zone. 10 March 2025 is a Monday.
const NOW = new Date(2025, 2, 10, 9, 30);
const at = (month: number, day: number, hour = 12, year = 2025) => new Date(year, month - 1, day, hour);

describe('relativeDayLabel', () => {
  test.each([
    ['earlier today', at(3, 10, 0), 'Today'],
    ['later today', at(3, 10, 23), 'Today'],
    ['yesterday evening', at(3, 9, 23), 'Yesterday'],
    ['yesterday just after midnight', at(3, 9, 0), 'Yesterday'],
    ['2 days ago', at(3, 8), 'Saturday'],
    ['6 days ago', at(3, 4), 'Tuesday'],
    ['7 days ago', at(3, 3), 'Monday'],
    ['8 days ago', at(3, 2), 'Sun, 02 Mar'],
    ['earlier in the year', at(1, 1), 'Wed, 01 Jan'],
    ['last year, within a year', at(3, 11, 12, 2024), 'Mon, 11 Mar'],
    ['exactly a year ago', at(3, 10, 12, 2024), '10 Mar 2024'],
    ['over a year ago', at(12, 25, 12, 2023), '25 Dec 2023'],
    ['tomorrow', at(3, 11), 'Tue, 11 Mar'],
    ['over a year ahead', at(4, 1, 12, 2026), '01 Apr 2026'],
  ])('%s', (_, date, label) => {
    expect(relativeDayLabel(date, NOW)).toBe(label);
  });

  test('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeDayLabel(at(3, 9).toISOString(), NOW.getTime())).toBe('Yesterday');
  });

  test.each(['not a date', Number.NaN])('reads nothing for an invalid date (%s)', (date) => {
    expect(relativeDayLabel(date, NOW)).toBe('');
  });
});
