import { formatRating } from '@tradeshub/sdk';

type Size = 'sm' | 'md' | 'lg';

const SIZES: Record<Size, string> = { sm: 'h-3.5 w-3.5', md: 'h-4.5 w-4.5', lg: 'h-6 w-6' };
const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Stars({ className }: { className: string }) {
  return (
    <span className="flex">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className={`${className} shrink-0`} aria-hidden>
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

export interface StarRatingProps {
  /** An average from 0 to 5; 0 means "not rated yet". */
  rating: number;
  size?: Size;
  className?: string;
}

/** Read-only stars filled to the rating (partially, to the tenth), read out as "Rated 4.3 out of 5". */
export function StarRating({ rating, size = 'md', className = '' }: StarRatingProps) {
  const rated = Number.isFinite(rating) && rating > 0;
  const filled = rated ? Math.min(100, Math.max(0, (Number(formatRating(rating)) / 5) * 100)) : 0;
  return (
    <span
      role="img"
      aria-label={rated ? `Rated ${formatRating(rating)} out of 5` : 'Not rated yet'}
      className={`relative inline-flex ${className}`}
    >
      <span className="text-line">
        <Stars className={SIZES[size]} />
      </span>
      <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-400" style={{ width: `${filled}%` }}>
        <Stars className={SIZES[size]} />
      </span>
    </span>
  );
}
