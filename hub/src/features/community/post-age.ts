import { COMPACT_AGE_UNITS, type CompactAgeUnit } from '@tradeshub/sdk';

// How old a post, comment or reply is, in words as people in the UK read them: '3 days ago',
// '1 week ago'. The units and their sizes are the sdk's compact-age ones, so '3d' and
// '3 days ago' never disagree.

const UNIT_NAMES: Record<CompactAgeUnit, Intl.RelativeTimeFormatUnit> = { y: 'year', w: 'week', d: 'day', h: 'hour', m: 'minute', s: 'second' };
const words = new Intl.RelativeTimeFormat('en-GB', { numeric: 'always' });

/** '3 days ago', '1 hour ago'; under a minute (or a clock a little ahead) reads 'Just now'. */
export function ageLabel(date: string, now: Date): string {
  const seconds = Math.floor((now.getTime() - new Date(date).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return 'Just now';
  for (const [unit, size] of COMPACT_AGE_UNITS) {
    if (seconds >= size) return words.format(-Math.floor(seconds / size), UNIT_NAMES[unit]);
  }
  return 'Just now';
}

// One formatter for every age shown: toLocaleString with options builds a new one per call,
// which a feed of posts and activity paid for twenty times in its first render.
let fullDateFormat: Intl.DateTimeFormat | undefined;

/** The full date and time for a tooltip and for screen readers: '25 November 2026 at 14:05'. */
export function fullDate(date: string): string {
  fullDateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return fullDateFormat.format(new Date(date));
}
