/** Beyond this a badge reads "99+"; the element's accessible label still says the real number. */
const BADGE_MAX = 99;

/**
 * The small purple count on the bell, the Messages link and a conversation row. Hidden from
 * screen readers: whoever shows it puts the number in their own label. Nothing for zero.
 * @example <CountBadge count={3} className="absolute -top-0.5 -right-0.5 ring-2 ring-white" />
 */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={`flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent-600 px-1.5 text-[11px] leading-none font-bold text-white ${className}`}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}
