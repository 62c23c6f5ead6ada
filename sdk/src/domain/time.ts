import dayjs from 'dayjs';
import { MONTH_ABBREVIATIONS, type DateInput } from './dates.js';

// How the product words durations and ages (spec section 9). Every function takes `now`
// so the answer does not depend on when it runs. Unlike due dates (dates.ts, UK days),
// these are read in the runtime's local time: "Today" is the viewer's today.

const DAYS_PER_WEEK = 7;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * A duration in whole days under 7 days, else in whole weeks (rounded to the nearest):
 * '1 day', '3 days', '1 week', '2 weeks'. Negative or non-finite durations read '0 days'.
 * @example durationLabel(10) // '1 week'
 */
export function durationLabel(days: number): string {
  const whole = Number.isFinite(days) && days > 0 ? Math.round(days) : 0;
  if (whole < DAYS_PER_WEEK) return plural(whole, 'day');
  return plural(Math.round(whole / DAYS_PER_WEEK), 'week');
}

/**
 * A date's month and year, as a profile's "Member since" reads it: 'March 2024' (local time, as
 * en-GB's `toLocaleDateString` with month 'long' gives). Without Intl: the first Intl formatter a
 * page builds costs it tens of milliseconds of a phone's main thread; an invalid date reads ''.
 * @example monthYearLabel('2024-03-08T10:00:00Z') // 'March 2024'
 */
export function monthYearLabel(date: DateInput): string {
  const day = dayjs(date);
  return day.isValid() ? day.format('MMMM YYYY') : '';
}

/**
 * A date and time in full, as a tooltip or a screen reader gives it: '25 November 2026 at 14:05'
 * (local time, 24-hour clock, as en-GB's Intl.DateTimeFormat words it); an invalid date reads ''.
 * Without Intl, as monthYearLabel.
 * @example dateTimeLabel(new Date(2026, 10, 25, 14, 5)) // '25 November 2026 at 14:05'
 */
export function dateTimeLabel(date: DateInput): string {
  const day = dayjs(date);
  return day.isValid() ? day.format('D MMMM YYYY [at] HH:mm') : '';
}

/**
 * A date as a label relative to now, by calendar day: 'Today', 'Yesterday', the weekday
 * name for 2–7 days ago, 'ddd, DD MMM' within a year, else 'DD MMM YYYY'.
 * Future dates on a later day get a date, never 'Today'; an invalid date reads ''.
 * @example relativeDayLabel('2025-03-08', '2025-03-10') // 'Saturday'
 */
export function relativeDayLabel(date: DateInput, now: DateInput): string {
  const day = localDay(date);
  const today = localDay(now);
  if (!day || !today) return '';
  const daysAgo = Math.round((Date.UTC(today.year, today.month, today.date) - Date.UTC(day.year, day.month, day.date)) / MS_PER_DAY);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo >= 2 && daysAgo <= 7) return day.weekday;
  const key = dayKey(day.year, day.month, day.date);
  const withinAYear = key > sameDayInYear(today, today.year - 1) && key < sameDayInYear(today, today.year + 1);
  const dayAndMonth = `${String(day.date).padStart(2, '0')} ${day.monthShort}`;
  return withinAYear ? `${day.weekday.slice(0, 3)}, ${dayAndMonth}` : `${dayAndMonth} ${String(day.year).padStart(4, '0')}`;
}

// relativeDayLabel runs for every review, reply and notification of a first render: plain
// calendar arithmetic on one parsed Date each (dayjs only parses, as everywhere here, so a
// date-only string is a local day), not a chain of dayjs copies.
const MS_PER_DAY = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type LocalDay = { year: number; month: number; date: number; weekday: string; monthShort: string };

function localDay(input: DateInput): LocalDay | null {
  const parsed = dayjs(input);
  if (!parsed.isValid()) return null;
  const d = parsed.toDate();
  return { year: d.getFullYear(), month: d.getMonth(), date: d.getDate(), weekday: WEEKDAYS[d.getDay()] ?? '', monthShort: MONTH_ABBREVIATIONS[d.getMonth()] ?? '' };
}

function dayKey(year: number, month: number, date: number): number {
  return year * 10_000 + month * 100 + date;
}

/** The same month and day in another year; 29 February becomes the 28th where there is none. */
function sameDayInYear(day: LocalDay, year: number): number {
  const daysInMonth = new Date(year, day.month + 1, 0).getDate();
  return dayKey(year, day.month, Math.min(day.date, daysInMonth));
}

/** Units of a compact age, largest first, in seconds. A year is taken as 365 days. */
export const COMPACT_AGE_UNITS = [
  ['y', 365 * 24 * 60 * 60],
  ['w', 7 * 24 * 60 * 60],
  ['d', 24 * 60 * 60],
  ['h', 60 * 60],
  ['m', 60],
  ['s', 1],
] as const;
export type CompactAgeUnit = (typeof COMPACT_AGE_UNITS)[number][0];

/**
 * How long ago something happened in the largest whole unit: '2y', '3w', '3d', '5h',
 * '5m', '0s'. A date in the future reads '0s' (clocks differ a little).
 * @example compactAge('2025-03-10T11:55:00Z', '2025-03-10T12:00:00Z') // '5m'
 */
export function compactAge(date: DateInput, now: DateInput): string {
  const seconds = Math.max(0, dayjs(now).diff(dayjs(date), 'second'));
  for (const [unit, size] of COMPACT_AGE_UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${unit}`;
  }
  return '0s';
}
