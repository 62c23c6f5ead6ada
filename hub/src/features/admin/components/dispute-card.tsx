import { Link } from 'react-router';
import {
  nextStates,
  RATING_DIMENSIONS,
  relativeDayLabel,
  REVIEW_DISPUTE_STATUS_LABELS,
  type DisputeStatus,
  type ReviewDisputeQueueItem,
} from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ratingDimensionLabel } from '../../../components/ui/rating-badge';
import { StarRating } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';
import type { Decision } from './decision-dialog';

// The buttons offered are the moves the sdk's review-dispute machine allows (the server
// enforces the same table).
const decisionsFrom = (status: DisputeStatus): Decision[] => nextStates('reviewDispute', status).filter((s): s is Decision => s !== 'PENDING');
const ACTION_LABEL: Record<Decision, string> = { ACCEPTED: 'Accept', REJECTED: 'Reject', CLOSED: 'Close' };
const STATUS_TONE: Record<DisputeStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  ACCEPTED: 'bg-red-50 text-danger ring-red-200',
  REJECTED: 'bg-brand-50 text-brand-700 ring-brand-200',
  CLOSED: 'bg-surface text-muted ring-line',
};

/** One dispute in the queue: the review as written, the business's case and the customer's answer. */
export function DisputeCard({ item, now, onDecide }: { item: ReviewDisputeQueueItem; now: Date; onDecide: (decision: Decision) => void }) {
  const { review } = item;
  const reviewer = `${review.reviewer.firstName} ${review.reviewer.lastName}`;
  return (
    <article aria-labelledby={`dispute-${item.id}`} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`dispute-${item.id}`} className="font-semibold text-ink">
            <Link to={paths.businessView(item.business.id)} className="underline-offset-2 hover:underline">
              {item.business.name}
            </Link>{' '}
            <span className="font-normal text-muted">disputes a review by {reviewer}</span>
          </h2>
          <p className="text-xs text-muted">
            Raised <time dateTime={item.createdAt}>{relativeDayLabel(item.createdAt, now)}</time>
            {item.decidedAt && (
              <>
                {' '}
                · decided <time dateTime={item.decidedAt}>{relativeDayLabel(item.decidedAt, now)}</time>
              </>
            )}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[item.status]}`}>{REVIEW_DISPUTE_STATUS_LABELS[item.status]}</span>
      </header>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section aria-label="The review" className="rounded-xl bg-surface p-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">The review</h3>
          <p className="mt-1 text-xs text-muted">
            {review.isVerifiedJob ? 'Verified job' : 'Customer review'} · {relativeDayLabel(review.createdAt, now)}
            {review.editedAt && ' · (edited)'}
            {review.hiddenReason && ' · hidden from the public'}
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-xs min-[420px]:grid-cols-2">
            {RATING_DIMENSIONS.map((d) => (
              <div key={d} className="flex items-center justify-between gap-2">
                <dt className="text-muted">{ratingDimensionLabel(d)}</dt>
                <dd>
                  <StarRating rating={review.ratings[d] ?? 0} size="sm" />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm whitespace-pre-line text-ink">{review.comment ?? 'The text is not available.'}</p>
        </section>
        <div className="flex flex-col gap-3">
          <section aria-label="The business's case">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Reason</h3>
            <p className="mt-1 text-sm font-medium text-ink">{item.reason}</p>
            <h3 className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">Business&apos;s explanation</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-ink">{item.comment ?? <span className="text-muted">No explanation given.</span>}</p>
          </section>
          <section aria-label="The customer's response">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Customer&apos;s response</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-ink">{item.customerResponse ?? <span className="text-muted">The customer has not responded.</span>}</p>
          </section>
          {item.decisionReason && (
            <section aria-label="The moderator's reason">
              <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Moderator&apos;s reason</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-ink">{item.decisionReason}</p>
            </section>
          )}
        </div>
      </div>

      {decisionsFrom(item.status).length > 0 && (
        <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          {decisionsFrom(item.status).map((decision) => (
            <Button
              key={decision}
              variant={decision === 'ACCEPTED' ? 'danger' : decision === 'REJECTED' ? 'primary' : 'secondary'}
              onClick={() => onDecide(decision)}
              aria-label={`${ACTION_LABEL[decision]} dispute of ${reviewer}'s review of ${item.business.name}`}
            >
              {ACTION_LABEL[decision]}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
