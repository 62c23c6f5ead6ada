import type { CSSProperties } from 'react';
import { formatRating } from '@tradeshub/sdk';

type Size = 'sm' | 'md' | 'lg';

const SIZES: Record<Size, string> = { sm: 'h-3.5', md: 'h-4.5', lg: 'h-6' };

export interface StarRatingProps {
  /** An average from 0 to 5; 0 means "not rated yet". */
  rating: number;
  size?: Size;
  className?: string;
}

/**
 * Read-only stars filled to the rating (partially, to the tenth), read out as "Rated 4.3 out of 5".
 * One element drawn by CSS (`.star-rating` in styles.css): a profile shows seven per review, and
 * as SVGs they were most of its DOM (docs/decisions/0062-first-render-main-thread.md).
 */
export function StarRating({ rating, size = 'md', className = '' }: StarRatingProps) {
  const rated = Number.isFinite(rating) && rating > 0;
  const filled = rated ? Math.min(100, Math.max(0, (Number(formatRating(rating)) / 5) * 100)) : 0;
  return (
    <span
      role="img"
      aria-label={rated ? `Rated ${formatRating(rating)} out of 5` : 'Not rated yet'}
      className={`star-rating ${SIZES[size]} ${className}`}
      style={{ '--filled': `${filled}%` } as CSSProperties}
    />
  );
}
