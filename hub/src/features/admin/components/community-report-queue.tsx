import { useState } from 'react';
import type { CommunityReportDecision, CommunityReportQueueItem, CommunityReportStatus } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../lib/toasts';
import { useCommunityReports, useDecideCommunityReport } from '../api/community-reports';
import { consoleDateTime } from './dates';
import { ReasonDialog, type ReasonRequest } from './reason-dialog';

const KIND = { POST: 'post', COMMENT: 'comment', REPLY: 'reply' } as const;
const STATUS: Record<CommunityReportStatus, { label: string; tone: string }> = {
  PENDING: { label: 'Waiting', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  HIDDEN: { label: 'Hidden', tone: 'bg-red-50 text-danger ring-red-200' },
  KEPT: { label: 'Kept', tone: 'bg-brand-50 text-brand-700 ring-brand-200' },
};

function ReportCard({ report, onDecide }: { report: CommunityReportQueueItem; onDecide: (decision: CommunityReportDecision) => void }) {
  const author = `${report.item.author.firstName} ${report.item.author.lastName}`;
  return (
    <article aria-labelledby={`report-${report.id}`} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`report-${report.id}`} className="font-semibold text-ink">
            A {KIND[report.itemKind]} by {author} <span className="font-normal text-muted">reported as “{report.reason}”</span>
          </h3>
          <p className="text-xs text-muted">
            Reported by {report.reporter.firstName} {report.reporter.lastName}
            {report.reportCount > 1 && ` and ${report.reportCount - 1} more`} · <time dateTime={report.createdAt}>{consoleDateTime(report.createdAt)}</time>
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS[report.status].tone}`}>{STATUS[report.status].label}</span>
      </header>
      <blockquote className="mt-3 rounded-xl bg-surface p-4 text-sm whitespace-pre-line text-ink">
        {report.item.title && <p className="mb-1 font-semibold">{report.item.title}</p>}
        {report.item.text || <span className="text-muted">No text.</span>}
      </blockquote>
      {report.decisionNote && (
        <p className="mt-3 text-sm text-ink">
          <span className="text-muted">Moderator&apos;s reason: </span>
          {report.decisionNote}
        </p>
      )}
      {report.status === 'PENDING' && (
        <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          <Button variant="danger" onClick={() => onDecide('HIDE')} aria-label={`Hide the ${KIND[report.itemKind]} by ${author}`}>
            Hide
          </Button>
          <Button onClick={() => onDecide('KEEP')} aria-label={`Keep the ${KIND[report.itemKind]} by ${author}`}>
            Keep
          </Button>
        </div>
      )}
    </article>
  );
}

/** Reported community posts, comments and replies: hide or keep each, with a reason. */
export function CommunityReportQueue() {
  const reports = useCommunityReports();
  const decide = useDecideCommunityReport();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  if (reports.isPending) return <PageLoading label="Loading reports…" />;
  if (reports.isError) return <ErrorState title="We could not load the community reports" error={reports.error} onRetry={() => void reports.refetch()} />;
  const items = reports.data.pages.flatMap((p) => p.items);
  const waiting = items.filter((r) => r.status === 'PENDING');
  const ask = (report: CommunityReportQueueItem, decision: CommunityReportDecision) =>
    setAsking({
      title: decision === 'HIDE' ? `Hide this ${KIND[report.itemKind]}?` : `Keep this ${KIND[report.itemKind]}?`,
      description:
        decision === 'HIDE'
          ? 'Nobody but its author sees it any more; they are told why, with your reason.'
          : 'It stays up; every open report of it is closed.',
      confirm: decision === 'HIDE' ? 'Hide it' : 'Keep it',
      danger: decision === 'HIDE',
      run: async (reason) => {
        await decide.mutateAsync({ id: report.id, decision, reason });
        toast.success(decision === 'HIDE' ? 'Hidden. The author has been told why.' : 'Kept. The reports are closed.');
      },
    });
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <h2 id="reports-heading" className="font-semibold text-ink">
        Community reports waiting for a decision <span className="font-normal text-muted">({waiting.length}{reports.hasNextPage ? '+' : ''})</span>
      </h2>
      {items.length === 0 ? (
        <EmptyState title="No community reports">When someone reports a post, comment or reply, it appears here, oldest first.</EmptyState>
      ) : (
        items.map((report) => <ReportCard key={report.id} report={report} onDecide={(decision) => ask(report, decision)} />)
      )}
      {reports.hasNextPage && (
        <Button variant="secondary" busy={reports.isFetchingNextPage} onClick={() => void reports.fetchNextPage()}>
          Show more reports
        </Button>
      )}
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </section>
  );
}
