import { COMPACT_AGE_UNITS, dateTimeLabel, type CompactAgeUnit } from '@tradeshub/sdk';

// How old a post, comment or reply is, in words as people in the UK read them: '3 days ago',
// '1 week ago'. The units and their sizes are the sdk's compact-age ones, so '3d' and
// '3 days ago' never disagree. Written out rather than through Intl.RelativeTimeFormat (whose
// en-GB words these are, a test holds them equal): building the first Intl formatter of a page
// cost the community home a tenth of its main-thread time on a phone (docs/decisions/0062-first-render-main-thread.md).

const UNIT_NAMES: Record<CompactAgeUnit, string> = { y: 'year', w: 'week', d: 'day', h: 'hour', m: 'minute', s: 'second' };

/** '3 days ago', '1 hour ago'; under a minute (or a clock a little ahead) reads 'Just now'. */
export function ageLabel(date: string, now: Date): string {
  const seconds = Math.floor((now.getTime() - new Date(date).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return 'Just now';
  for (const [unit, size] of COMPACT_AGE_UNITS) {
    if (seconds < size) continue;
    const count = Math.floor(seconds / size);
    return `${count} ${UNIT_NAMES[unit]}${count === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}

/** The full date and time for a tooltip and for screen readers: '25 November 2026 at 14:05'. */
export function fullDate(date: string): string {
  return dateTimeLabel(date);
}
