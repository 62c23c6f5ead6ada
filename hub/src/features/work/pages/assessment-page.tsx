import { Link, useParams } from 'react-router';
import { formatPounds, SUPPORT_STAGE_LABELS, workStatusText, type Assessment } from '@tradeshub/sdk';
import { PrivatePhotoGrid } from '../../../components/ui/private-photo';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { usePageHeader } from '../../../lib/page-header';
import { useAssessment } from '../api/assessments';
import { FindingsForm } from '../components/findings-form';
import { FindingsPanel } from '../components/findings-panel';
import { PaymentSchedule } from '../components/payment-schedule';
import { WorkLines } from '../components/work-lines';
import { WorkStatusBadge } from '../components/work-status-badge';

const card = 'flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5';
const smallLink = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';
const noop = () => undefined;

function sideName(assessment: Assessment, side: 'CUSTOMER' | 'TRADEPERSON'): string {
  return side === 'CUSTOMER' ? `${assessment.customer.firstName} ${assessment.customer.lastName}` : assessment.work.business.name;
}

function AssessmentDetail({ assessment }: { assessment: Assessment }) {
  const isAssessor = assessment.viewerRole === 'ASSESSOR';
  const asker = sideName(assessment, assessment.requestedBySide);
  const canWrite = isAssessor && assessment.stage === 'IN_PROGRESS';
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <Link to={isAssessor ? paths.assessments() : paths.work(assessment.workId)} className="self-start text-sm font-semibold text-brand-700 hover:underline">
          {isAssessor ? '← All your assessments' : '← Back to the job'}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">Independent assessment</p>
            <h1 className="text-2xl font-bold break-words text-ink">{assessment.work.title}</h1>
            <p className="mt-1 text-sm text-muted">
              <span className="font-medium text-ink">{assessment.work.business.name}</span> for{' '}
              <span className="font-medium text-ink">{sideName(assessment, 'CUSTOMER')}</span>
              {assessment.work.category && <> · {assessment.work.category.title}</>}
            </p>
            <p className="mt-2 flex flex-wrap gap-1.5">
              <span data-testid="assessment-stage" className="inline-flex rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-200">
                {SUPPORT_STAGE_LABELS[assessment.stage]}
              </span>
              <WorkStatusBadge work={{ status: assessment.work.status, payments: [], dueDate: null }} />
            </p>
          </div>
          {assessment.conversations.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {assessment.conversations.map((c) => (
                <Link key={c.id} to={paths.conversation(c.id)} className={smallLink}>
                  {isAssessor ? `Message ${sideName(assessment, c.withSide)}` : 'Message the assessor'}
                </Link>
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <section aria-labelledby="wrong-heading" className={card}>
            <h2 id="wrong-heading" className="font-semibold text-ink">
              What {asker} says is wrong
            </h2>
            <p className="text-sm break-words whitespace-pre-line text-ink">{assessment.description}</p>
            <PrivatePhotoGrid photos={assessment.photos} label="Photos from the sides" />
            {assessment.photos.length === 0 && <p className="text-sm text-muted">No photos were sent.</p>}
          </section>
          <section aria-labelledby="findings-heading" className={card}>
            <h2 id="findings-heading" className="font-semibold text-ink">
              {isAssessor ? 'Your findings' : 'The assessor’s findings'}
            </h2>
            {assessment.findings && (
              <FindingsPanel
                findings={assessment.findings}
                assessorName={assessment.assessor?.name ?? null}
                documentId={assessment.findingsDocumentId}
                workTitle={assessment.work.title}
              />
            )}
            {canWrite ? (
              <FindingsForm assessmentId={assessment.id} initial={assessment.findings} />
            ) : (
              !assessment.findings && (
                <p className="text-sm text-muted">
                  {assessment.assessor
                    ? `${assessment.assessor.name} has not written their findings yet. You will be told when they do.`
                    : 'No assessor has been assigned yet. Tradeshub assigns one once the assessment is paid.'}
                </p>
              )
            )}
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <section aria-labelledby="job-heading" className={card}>
            <h2 id="job-heading" className="font-semibold text-ink">
              The job as agreed
            </h2>
            <WorkLines lines={assessment.lineItems} />
            <dl className="flex items-baseline justify-between border-t border-line pt-2 text-sm font-semibold text-ink">
              <dt>Total (incl. VAT)</dt>
              <dd className="tabular-nums">{formatPounds(assessment.totalPence)}</dd>
            </dl>
            {assessment.workStatusBefore && <p className="text-xs text-muted">Before the assessment: {workStatusText(assessment.workStatusBefore)}</p>}
          </section>
          {assessment.payments.length > 0 && (
            <section aria-labelledby="assessment-schedule-heading" className={card}>
              <h2 id="assessment-schedule-heading" className="font-semibold text-ink">
                Payment schedule
              </h2>
              <PaymentSchedule payments={assessment.payments} canRequest={false} requesting={null} onRequest={noop} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/** /managework/assessments/:id: an independent assessment, for its assessor (who writes the findings) and both sides of the job. */
export default function AssessmentPage() {
  const { id = '' } = useParams();
  const assessment = useAssessment(id);
  usePageHeader('Manage Work');
  if (assessment.isPending) return <PageLoading label="Loading the assessment…" />;
  if (assessment.isError && isNotFoundAnswer(assessment.error)) {
    return (
      <EmptyState
        title="We couldn't find that assessment"
        action={
          <Link to={paths.manageWork()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
            Manage Work
          </Link>
        }
      >
        It may belong to someone else, or another assessor may have been assigned.
      </EmptyState>
    );
  }
  if (assessment.isError) return <ErrorState title="We could not load this assessment" error={assessment.error} onRetry={() => void assessment.refetch()} />;
  return <AssessmentDetail assessment={assessment.data} />;
}
