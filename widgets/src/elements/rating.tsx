import { formatRating, ratingBand } from '@tradeshub/sdk';
import { businessProfile } from '../business-profile';
import { frameClass, type WidgetProps } from '../define-widget';
import { hubPages } from '../paths';
import { Stars } from './stars';

/** The mark the bench reads: the time from the script tag to the first rating shown. */
export const RATING_PAINTED_MARK = 'tradeshub:rating-painted';

const reviews = (count: number) => (count ? `${count} review${count > 1 ? 's' : ''}` : 'No reviews yet');

/**
 * <tradeshub-rating>: stars, the average, the review count, and a link to the public
 * profile. Loading and failing draw the same box, so the page never shifts.
 */
export function RatingWidget(props: WidgetProps) {
  const { hub, businessId } = props;
  const business = businessProfile(hub, businessId).value;
  const shown = business?.count ? formatRating(business.average) : '';
  const caption = `${business ? reviews(business.count) : business === null ? 'See our reviews' : 'Loading…'} ${props.label ?? 'on Tradeshub'}`;
  if (business && !performance.getEntriesByName(RATING_PAINTED_MARK).length) {
    requestAnimationFrame(() => performance.mark(RATING_PAINTED_MARK));
  }
  return (
    <a
      class={frameClass(props, 'card')}
      href={hub + hubPages.profile(businessId)}
      target="_blank"
      aria-busy={business === undefined}
      aria-label={`${business ? `${business.name}: ${shown ? `rated ${shown} out of 5 from ` : ''}` : ''}${caption} (opens a new tab)`}
    >
      <Stars rating={shown ? business!.average : 0} band={shown && ratingBand(business!.average)} />
      <b>{shown || (business ? 'New' : '–')}</b>
      <small>{caption}</small>
    </a>
  );
}
