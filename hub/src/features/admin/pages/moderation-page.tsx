import { useState } from 'react';
import type { ReviewDisputeQueueItem } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useReviewDisputes } from '../api/get-review-disputes';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { CommunityReportQueue } from '../components/community-report-queue';
import { ConsoleLayout } from '../components/console-layout';
import { DisputeCard } from '../components/dispute-card';

const INTRO =
  'Review disputes from businesses and reports of community posts, comments and replies. Each decision takes a reason, which the people involved see.';

/** /admin/moderation: review disputes and community reports, waiting ones first (the router shows anyone but an operator the not-found page). */
export default function ModerationPage() {
  return (
    <ConsoleLayout title="Moderation" intro={INTRO}>
      <DisputeQueue />
      <CommunityReportQueue />
    </ConsoleLayout>
  );
}

function DisputeQueue() {
  const disputes = useReviewDisputes(true);
  const [deciding, setDeciding] = useState<{ item: ReviewDisputeQueueItem; decision: Decision } | null>(null);
  const now = new Date();

  if (disputes.isPending) return <PageLoading label="Loading disputes…" />;
  if (disputes.isError) return <ErrorState title="We could not load the disputes" error={disputes.error} onRetry={() => void disputes.refetch()} />;

  const items = disputes.data.pages.flatMap((p) => p.items);
  const waiting = items.filter((i) => i.status === 'PENDING');
  const decided = items.filter((i) => i.status !== 'PENDING');

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="waiting-heading" className="flex flex-col gap-4">
        <h2 id="waiting-heading" className="font-semibold text-ink">
          Review disputes waiting for a decision <span className="font-normal text-muted">({waiting.length}{disputes.hasNextPage ? '+' : ''})</span>
        </h2>
        {waiting.length === 0 ? (
          <EmptyState title="No disputes waiting">When a business disputes a review, it appears here, oldest first.</EmptyState>
        ) : (
          waiting.map((item) => <DisputeCard key={item.id} item={item} now={now} onDecide={(decision) => setDeciding({ item, decision })} />)
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="decided-heading" className="flex flex-col gap-4">
          <h2 id="decided-heading" className="font-semibold text-ink">
            Decided
          </h2>
          {decided.map((item) => (
            <DisputeCard key={item.id} item={item} now={now} onDecide={(decision) => setDeciding({ item, decision })} />
          ))}
        </section>
      )}
      {disputes.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger">
          We could not load more disputes. Try again.
        </p>
      )}
      {disputes.hasNextPage && (
        <Button variant="secondary" busy={disputes.isFetchingNextPage} onClick={() => void disputes.fetchNextPage()}>
          Show more disputes
        </Button>
      )}
      <DecisionDialog item={deciding?.item ?? null} decision={deciding?.decision ?? null} onClose={() => setDeciding(null)} />
    </div>
  );
}
