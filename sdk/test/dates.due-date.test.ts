import { expect, test } from 'vitest';
import { formatDueDate, ukCalendarDay } from '../src/domain/dates.js';

test.each([
  ['2024-03-05', '05 Mar 2024'],
  ['2024-09-05', '05 Sep 2024'],
  // 23:30 UTC in summer is already the next day in the UK.
  ['2024-09-05T23:30:00Z', '06 Sep 2024'],
  ['2024-12-31T23:30:00Z', '31 Dec 2024'],
  ['2024-07-01T00:30:00+01:00', '01 Jul 2024'],
  [new Date(Date.UTC(2025, 1, 28, 12)), '28 Feb 2025'],
  [Date.UTC(2023, 10, 11, 9), '11 Nov 2023'],
])('due date %j shows as %j', (input, shown) => {
  expect(formatDueDate(input)).toBe(shown);
});

test.each([null, undefined, '', 'not a date', Number.NaN])('no valid due date (%j) gives null', (input) => {
  expect(formatDueDate(input)).toBeNull();
});

test('the UK calendar day agrees with the time zone database, hour by hour and at each clock change', () => {
  const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric' });
  const intlDay = (ms: number) => {
    const parts = london.formatToParts(ms);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    return { year: part('year'), month: part('month'), day: part('day') };
  };
  const HOUR = 3_600_000;
  const differing: string[] = [];
  const check = (ms: number) => {
    const ours = ukCalendarDay(ms);
    const theirs = intlDay(ms);
    if (ours?.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day) differing.push(new Date(ms).toISOString());
  };
  // Every 7 hours (so every hour of the day comes round) from 1990 to 2045.
  for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2045, 0, 1); ms += 7 * HOUR) check(ms);
  // Each minute either side of 23:00-01:59 UTC on every last Sunday of March and October.
  for (let year = 1990; year < 2045; year++) {
    for (const month of [2, 9]) {
      const last = new Date(Date.UTC(year, month + 1, 0));
      const sunday = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
      for (let ms = sunday - HOUR; ms < sunday + 2 * HOUR; ms += 60_000) check(ms);
    }
  }
  expect(differing).toEqual([]);
});
