import { compactAge, relativeDayLabel } from '@tradeshub/sdk';

// How the messages pages word times, from the sdk's helpers: today's as an age ('5m'),
// earlier ones by day ('Yesterday', 'Monday', 'Tue, 04 Mar').

/** The list's time of a conversation's last message. */
export function lastActivityLabel(date: string, now: Date): string {
  const day = relativeDayLabel(date, now);
  if (day !== 'Today') return day;
  const age = compactAge(date, now);
  return age.endsWith('s') ? 'Now' : age;
}

/** A message's time of day, 24-hour as people in the UK read it ('14:05'). */
export function clockTime(date: string): string {
  return new Date(date).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
