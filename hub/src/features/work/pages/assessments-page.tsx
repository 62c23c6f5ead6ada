import { Link } from 'react-router';
import { formatDueDate, SUPPORT_STAGE_LABELS, type Assessment } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useAssessments } from '../api/assessments';
import { ManageWorkTabs } from '../components/manage-work-tabs';

function AssessmentItem({ assessment }: { assessment: Assessment }) {
  const headingId = `assessment-${assessment.id}`;
  const customer = `${assessment.customer.firstName} ${assessment.customer.lastName}`;
  const role = assessment.viewerRole === 'ASSESSOR' ? 'You assess' : 'Assessed';
  return (
    <li aria-labelledby={headingId} className="relative rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow sm:p-5">
      <h2 id={headingId} className="font-semibold break-words text-ink">
        <Link to={paths.assessment(assessment.id)} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-400">
          {assessment.work.title}
        </Link>
      </h2>
      <p className="mt-0.5 text-sm text-muted">
        {role}: <span className="font-medium text-ink">{assessment.work.business.name}</span> for <span className="font-medium text-ink">{customer}</span>
        {assessment.work.category && <> · {assessment.work.category.title}</>}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className="inline-flex rounded-full bg-accent-50 px-2.5 py-0.5 font-semibold text-accent-700 ring-1 ring-accent-200">{SUPPORT_STAGE_LABELS[assessment.stage]}</span>
        {assessment.viewerRole === 'ASSESSOR' && assessment.stage === 'IN_PROGRESS' && !assessment.findings && <span className="font-semibold text-warning">Findings to write</span>}
        <span>Updated {formatDueDate(assessment.updatedAt)}</span>
      </p>
    </li>
  );
}

/** /managework/assessments: the independent assessments the person takes part in, as the assessor or as a side of the job. */
export default function AssessmentsPage() {
  usePageHeader('Manage Work');
  const assessments = useAssessments();
  const items = assessments.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <ManageWorkTabs />
      <div>
        <h1 className="text-xl font-bold text-ink">Independent assessments</h1>
        <p className="mt-0.5 max-w-prose text-sm text-muted">Jobs you have been asked to assess, and assessments of your own jobs. Open one to see the job and its findings.</p>
      </div>
      {assessments.isError ? (
        <ErrorState title="We could not load your assessments" error={assessments.error} onRetry={() => void assessments.refetch()} />
      ) : assessments.isPending ? (
        <ul role="status" aria-label="Loading your assessments" className="flex animate-pulse flex-col gap-3">
          {[0, 1].map((i) => (
            <li key={i} aria-hidden className="h-24 rounded-2xl border border-line bg-white" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState title="No assessments yet">
          When Tradeshub assigns your business to assess a job, or one of your jobs is assessed, it shows here. Assessing is turned on in your business
          details.
        </EmptyState>
      ) : (
        <ul aria-label="Your assessments" className="flex flex-col gap-3">
          {items.map((assessment) => (
            <AssessmentItem key={assessment.id} assessment={assessment} />
          ))}
        </ul>
      )}
      {assessments.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={assessments.isFetchingNextPage} onClick={() => void assessments.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}
