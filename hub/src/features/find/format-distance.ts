/**
 * A distance as the find page says it: "0.4 miles", "1 mile", "12 miles".
 * @example milesLabel(2.345) // '2.3 miles'
 */
export function milesLabel(miles: number): string {
  if (miles < 0.1) return 'under 0.1 miles';
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}
