import { describe, expect, test } from 'vitest';
import dayjs from 'dayjs';
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

// The words as dayjs gave them before relativeDayLabel did its own calendar arithmetic.
function dayjsLabel(date: Date, now: Date): string {
  const day = dayjs(date).startOf('day');
  const today = dayjs(now).startOf('day');
  const daysAgo = today.diff(day, 'day');
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo >= 2 && daysAgo <= 7) return day.format('dddd');
  const withinAYear = day.isAfter(today.subtract(1, 'year')) && day.isBefore(today.add(1, 'year'));
  return day.format(withinAYear ? 'ddd, DD MMM' : 'DD MMM YYYY');
}

describe('relativeDayLabel against dayjs', () => {
  test.each([
    ['an ordinary day', new Date(2025, 2, 10, 9, 30)],
    ['29 February', new Date(2028, 1, 29, 23, 10)],
    ['the night the clocks go forward', new Date(2026, 2, 29, 0, 30)],
    ['the night the clocks go back', new Date(2026, 9, 25, 23, 59)],
    ['New Year', new Date(2027, 0, 1, 0, 5)],
  ])('says what dayjs said for every day within two years of %s', (_, now) => {
    for (let offset = -800; offset <= 800; offset++) {
      for (const hour of [0, 1, 12, 23]) {
        const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hour, 17);
        expect(relativeDayLabel(date, now), `${date.toString()} from ${now.toString()}`).toBe(dayjsLabel(date, now));
      }
    }
  });

  test('reads a year before 1000 with four digits, as dayjs did', () => {
    const old = new Date(2025, 0, 2);
    old.setFullYear(999);
    expect(relativeDayLabel(old, new Date(2025, 0, 2))).toBe(dayjsLabel(old, new Date(2025, 0, 2)));
  });
});
