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
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DUE_DATE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The UK calendar day of an instant, or null when the input is not a valid date. */
export function ukCalendarDay(input: DateInput | null | undefined): CalendarDay | null {
  if (input == null || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const parts = londonParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
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
