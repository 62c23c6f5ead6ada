import { COMPACT_AGE_UNITS } from '@tradeshub/sdk';
import { expect, test } from 'vitest';
import { ageLabel } from '../post-age';

const NOW = new Date('2026-11-28T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

test.each([
  [0, 'Just now'],
  [59, 'Just now'],
  [-30, 'Just now'],
  [60, '1 minute ago'],
  [3 * 3600, '3 hours ago'],
  [86_400, '1 day ago'],
  [8 * 86_400, '1 week ago'],
  [2 * 365 * 86_400, '2 years ago'],
])('%s seconds old reads %j', (seconds, label) => {
  expect(ageLabel(ago(seconds), NOW)).toBe(label);
});

test('an age reads as en-GB Intl.RelativeTimeFormat words it, in every unit', () => {
  const intl = new Intl.RelativeTimeFormat('en-GB', { numeric: 'always' });
  const names = { y: 'year', w: 'week', d: 'day', h: 'hour', m: 'minute', s: 'second' } as const;
  for (let seconds = 60; seconds < 30 * 365 * 86_400; seconds = Math.ceil(seconds * 1.07)) {
    const [unit, size] = COMPACT_AGE_UNITS.find(([, size]) => seconds >= size)!;
    expect(ageLabel(ago(seconds), NOW)).toBe(intl.format(-Math.floor(seconds / size), names[unit]));
  }
});
