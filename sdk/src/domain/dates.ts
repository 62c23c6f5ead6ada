// Due dates are UK calendar days. The server runs in UTC and browsers anywhere, so the
// calendar day is read in Europe/London explicitly; otherwise a due date at local midnight
// in summer time would show (and go late) a day early on a UTC server.

/** A date as it arrives: an ISO 8601 string ('2024-03-05' or a full date-time), a Date or epoch ms. */
export type DateInput = string | number | Date;

/** A calendar day; month is 1-12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export const DUE_DATE_TIME_ZONE = 'Europe/London';

// Fixed English abbreviations: en-GB Intl gives 'Sept' for September on current ICU, and
// the spec's DD MMM YYYY wants three letters.
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// Only for instants before 1996 (below), built on first use: a time-zone formatter is the
// dearest Intl object to build, about 60 ms of a phone's main thread on a business profile.
let londonParts: Intl.DateTimeFormat | undefined;
const londonFormat = () => (londonParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: DUE_DATE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }));

const HOUR_MS = 3_600_000;
/** 01:00 UTC on the last Sunday of a month (monthIndex 0-11): when UK summer time starts (March) and ends (October). */
function lastSundayOneAmUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * Europe/London's offset from UTC at an instant from 1996 on: British Summer Time (UTC+1) from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, else GMT
 * (The Summer Time Order 2002; the same dates since 1996). A test holds it equal to Intl's tz data.
 */
function londonOffsetMs(ms: number, year: number): number {
  return ms >= lastSundayOneAmUtc(year, 2) && ms < lastSundayOneAmUtc(year, 9) ? HOUR_MS : 0;
}

/** The UK calendar day of an instant, or null when the input is not a valid date. */
export function ukCalendarDay(input: DateInput | null | undefined): CalendarDay | null {
  if (input == null || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  const year = date.getUTCFullYear();
  if (year < 1996) {
    const parts = londonFormat().formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    return { year: part('year'), month: part('month'), day: part('day') };
  }
  const london = new Date(ms + londonOffsetMs(ms, year));
  return { year: london.getUTCFullYear(), month: london.getUTCMonth() + 1, day: london.getUTCDate() };
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  const MS_PER_DAY = 86_400_000;
  return (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / MS_PER_DAY;
}

/**
 * A due date as DD MMM YYYY (UK calendar day), or null when there is no valid date.
 * @example formatDueDate('2024-09-05T23:30:00Z') // '06 Sep 2024' (BST)
 */
export function formatDueDate(input: DateInput | null | undefined): string | null {
  const day = ukCalendarDay(input);
  if (!day) return null;
  return `${String(day.day).padStart(2, '0')} ${MONTH_ABBREVIATIONS[day.month - 1]} ${day.year}`;
}
