import { useId } from 'react';
import { formatRating, ratingColour } from '@tradeshub/sdk';

const STAR = 'M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8l-5.3 2.9 1.2-5.9L1.4 7.7l6-.7z';

/** Five stars filled to the rating, in the rating's colour band. */
export function RatingStars({ rating, size = 20 }: { rating: number; size?: number }) {
  const colour = ratingColour(rating);
  const id = useId();
  return (
    <span role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} className="inline-flex gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <svg key={i} aria-hidden width={size} height={size} viewBox="0 0 20 20">
            <defs>
              <clipPath id={`${id}-${i}`}>
                <rect width={20 * fill} height="20" />
              </clipPath>
            </defs>
            <path d={STAR} fill="var(--color-line)" />
            <path d={STAR} fill={colour} clipPath={`url(#${CSS.escape(`${id}-${i}`)})`} />
          </svg>
        );
      })}
    </span>
  );
}
