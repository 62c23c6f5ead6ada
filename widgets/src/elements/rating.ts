import { formatRating } from '@tradeshub/sdk';
import { businessProfile } from '../business-profile';
import type { WidgetProps } from '../define-widget';
import { h } from '../dom';
import { hubPages } from '../paths';
import { stars } from './stars';

/** The mark the bench reads: the time from the script tag to the first rating shown. */
export const RATING_PAINTED_MARK = 'tradeshub:rating-painted';

const reviews = (count: number) => (count ? `${count} review${count > 1 ? 's' : ''}` : 'No reviews yet');

/**
 * <tradeshub-rating>: stars, the average, the review count, and a link to the public
 * profile. Loading and failing draw the same box, so the page never shifts.
 */
export function RatingWidget({ hub, businessId, label, redraw }: WidgetProps) {
  const business = businessProfile(hub, businessId, redraw);
  const shown = business?.rating.count ? formatRating(business.rating.average) : '';
  const caption = `${business ? reviews(business.rating.count) : business === null ? 'See our reviews' : 'Loading…'} ${label || 'on Tradeshub'}`;
  if (business && !performance.getEntriesByName(RATING_PAINTED_MARK).length) {
    requestAnimationFrame(() => performance.mark(RATING_PAINTED_MARK));
  }
  return h(
    'a',
    {
      class: 'card',
      href: hub + hubPages.profile(businessId),
      target: '_blank',
      'aria-busy': String(business === undefined),
      'aria-label': `${business ? `${business.name}: ${shown ? `rated ${shown} out of 5 from ` : ''}` : ''}${caption} (opens a new tab)`,
    },
    stars(shown ? business!.rating.average : 0),
    h('b', null, shown || (business ? 'New' : '–')),
    h('small', null, caption),
  );
}
