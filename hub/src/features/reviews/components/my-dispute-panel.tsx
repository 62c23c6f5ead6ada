import { lazy, Suspense, useState } from 'react';
import type { MyReviewDispute } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';

// The answer form (react-hook-form, zod, Headless UI's dialog) loads when the reviewer opens it.
const AnswerDisputeDialog = lazy(() => import('./answer-dispute-dialog').then((module) => ({ default: module.AnswerDisputeDialog })));

interface MyDisputePanelProps {
  businessId: string;
  reviewId: string;
  dispute: MyReviewDispute;
}

/** Tells a reviewer, calmly, that the business has disputed their review, lets them answer while it is pending, and gives the moderators' reason once decided. */
export function MyDisputePanel({ businessId, reviewId, dispute }: MyDisputePanelProps) {
  const [answering, setAnswering] = useState(false);
  if ((dispute.status === 'ACCEPTED' || dispute.status === 'REJECTED') && dispute.decisionReason) {
    return (
      <section aria-label="Moderators' decision" className="mt-3 rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink">
        <p>
          Our moderators {dispute.status === 'ACCEPTED' ? 'upheld' : 'rejected'} the business&apos;s dispute ({dispute.reason}).
        </p>
        <p className="mt-1 whitespace-pre-line text-muted">
          Their reason: <span className="text-ink">{dispute.decisionReason}</span>
        </p>
      </section>
    );
  }
  if (dispute.status !== 'PENDING') return null;
  return (
    <section aria-label="Dispute of your review" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-ink">
      <p>
        The business has asked our moderators to remove this review: <span className="font-medium">{dispute.reason}</span>.
        {dispute.explanation && <> {dispute.explanation}</>}
      </p>
      {dispute.customerResponse ? (
        <p className="mt-2 whitespace-pre-line text-muted">
          You answered: <span className="text-ink">{dispute.customerResponse}</span>
        </p>
      ) : (
        <>
          <Button variant="secondary" className="mt-2 min-h-9 px-3 text-xs" onClick={() => setAnswering(true)}>
            Give your side
          </Button>
          {answering && (
            <Suspense fallback={null}>
              <AnswerDisputeDialog open onClose={() => setAnswering(false)} businessId={businessId} reviewId={reviewId} disputeId={dispute.id} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
