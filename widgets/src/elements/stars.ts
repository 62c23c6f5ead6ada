import { ratingBand, type RatingBand } from '@tradeshub/sdk';
import { h } from '../dom';

// One star outline, begun with a relative move 21 units along from the last star's first
// point, so five stars are this repeated after a start 21 units left of the first.
const STAR = 'm21 0l3 6 7 1-5 4 1 7-6-3-6 3 1-7-5-4 7-1z';
const FIVE_STARS = `M-11 1${STAR.repeat(5)}`;

/**
 * The sdk's rating bands as star colours a little lighter than the hub's, so each keeps at
 * least 3:1 contrast (WCAG AA for graphics) on both the light and the dark widget background.
 */
const BAND_FILLS: Record<RatingBand, string> = { purple: '#a259d9', amber: '#b87a00', red: '#d9453b' };

/** Five stars filled to the rating (0 for none), in SVG: no images, no inline styles, so a strict CSP allows it. */
export const stars = (rating: number) =>
  h(
    'svg',
    { viewBox: '0 0 104 20', 'aria-hidden': 'true' },
    h('clipPath', { id: 'f' }, h('rect', { width: rating * 20.8, height: 20 })),
    h('path', { d: FIVE_STARS }),
    h('path', { d: FIVE_STARS, 'clip-path': 'url(#f)', fill: BAND_FILLS[ratingBand(rating)] }),
  );
