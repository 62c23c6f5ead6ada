import { useState } from 'react';
import type { SupportQueueItem } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { supportQueueKey, useSupportQueue } from '../api/support-queue';
import { adminKeys } from '../api/get-console-counts';
import { ConsoleLayout } from '../components/console-layout';
import { SupportActionDialog } from '../components/support-action-dialog';
import { SupportCard, type OperatorSupportAction } from '../components/support-card';

const INTRO =
  'Independent assessments and legal advice the sides of a job have asked for: price them, assign an assessor once paid, record legal advice, and complete them. Every action takes a reason for the audit log.';

/** The queue's sections, in the order an operator works through them. */
const GROUPS: readonly { key: string; title: string; empty: string; matches: (item: SupportQueueItem) => boolean }[] = [
  { key: 'price', title: 'To price', empty: 'Nothing to price.', matches: (i) => i.stage === 'AWAITING_PRICE' },
  {
    key: 'act',
    title: 'Paid, waiting for you',
    empty: 'Nothing paid is waiting for an assessor, advice or completion.',
    matches: (i) =>
      i.stage === 'IN_PROGRESS' &&
      (i.type === 'INDEPENDENT_ASSESSMENT' ? i.assessor === null || i.findings !== null : true),
  },
  {
    key: 'waiting',
    title: 'Waiting for others',
    empty: 'Nothing is waiting for a payment or an assessor’s findings.',
    matches: (i) => i.stage === 'AWAITING_PAYMENT' || (i.stage === 'IN_PROGRESS' && i.type === 'INDEPENDENT_ASSESSMENT' && i.assessor !== null && i.findings === null),
  },
  { key: 'done', title: 'Completed', empty: 'None completed yet.', matches: (i) => i.stage === 'COMPLETED' },
];

/** /admin/support: the Support queue (the router shows anyone but an operator the not-found page). */
export default function SupportPage() {
  const queue = useSupportQueue();
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<{ item: SupportQueueItem; action: OperatorSupportAction } | null>(null);
  // A side paid, an assessor wrote findings, a side accepted an outcome: the queue follows.
  useRealtimeEvent('SUPPORT_PROPOSAL', () => {
    void queryClient.invalidateQueries({ queryKey: supportQueueKey });
    void queryClient.invalidateQueries({ queryKey: adminKeys.counts });
  });

  return (
    <ConsoleLayout title="Support" intro={INTRO}>
      {queue.isPending ? (
        <PageLoading label="Loading the support queue…" />
      ) : queue.isError ? (
        <ErrorState title="We could not load the support queue" error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <SupportGroups items={queue.data.pages.flatMap((p) => p.items)} onAction={(item, action) => setActing({ item, action })} />
      )}
      {queue.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger">
          We could not load more. Try again.
        </p>
      )}
      {queue.hasNextPage && (
        <Button variant="secondary" busy={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
          Show more
        </Button>
      )}
      <SupportActionDialog item={acting?.item ?? null} action={acting?.action ?? null} onClose={() => setActing(null)} />
    </ConsoleLayout>
  );
}

function SupportGroups({ items, onAction }: { items: SupportQueueItem[]; onAction: (item: SupportQueueItem, action: OperatorSupportAction) => void }) {
  if (items.length === 0) {
    return <EmptyState title="No support asked for yet">When either side of a job asks for an independent assessment or legal advice, it appears here to price.</EmptyState>;
  }
  return (
    <div className="flex flex-col gap-8">
      {GROUPS.map((group) => {
        const shown = items.filter(group.matches);
        if (group.key === 'done' && shown.length === 0) return null;
        return (
          <section key={group.key} aria-labelledby={`support-${group.key}`} className="flex flex-col gap-4">
            <h2 id={`support-${group.key}`} className="font-semibold text-ink">
              {group.title} <span className="font-normal text-muted">({shown.length})</span>
            </h2>
            {shown.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-sm text-muted">{group.empty}</p>
            ) : (
              shown.map((item) => <SupportCard key={item.id} item={item} onAction={(action) => onAction(item, action)} />)
            )}
          </section>
        );
      })}
    </div>
  );
}
