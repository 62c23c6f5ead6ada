import {
  formatPounds,
  SUPPORT_OUTCOME_LABELS,
  SUPPORT_STAGE_LABELS,
  SUPPORT_TYPE_LABELS,
  supportActionsFor,
  workStatusText,
  type SupportAction,
  type SupportQueueItem,
  type SupportStage,
} from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PrivatePhotoGrid } from '../../../components/ui/private-photo';
import { consoleDateTime } from './dates';

/** The operator's actions, as buttons; the others belong to the sides or the assessor. */
export type OperatorSupportAction = Extract<SupportAction, 'PRICE' | 'ASSIGN_ASSESSOR' | 'RECORD_ADVICE' | 'COMPLETE'>;
const OPERATOR_ACTIONS: readonly OperatorSupportAction[] = ['PRICE', 'ASSIGN_ASSESSOR', 'RECORD_ADVICE', 'COMPLETE'];

const STAGE_TONES: Record<SupportStage, string> = {
  AWAITING_PRICE: 'bg-amber-50 text-amber-900 ring-amber-200',
  AWAITING_PAYMENT: 'bg-accent-50 text-accent-700 ring-accent-200',
  IN_PROGRESS: 'bg-accent-50 text-accent-700 ring-accent-200',
  COMPLETED: 'bg-brand-50 text-brand-700 ring-brand-200',
};

/** The words of an action's button for this item. */
export function actionLabel(action: OperatorSupportAction, item: SupportQueueItem): string {
  switch (action) {
    case 'PRICE':
      return item.pricePence === null ? 'Set the price' : 'Change the price';
    case 'ASSIGN_ASSESSOR':
      return item.assessor ? 'Change the assessor' : 'Assign an assessor';
    case 'RECORD_ADVICE':
      return item.advice ? 'Change the advice' : 'Record the advice';
    case 'COMPLETE':
      return 'Complete';
  }
}

/** What the operator is waiting for, when there is nothing for them to do. */
function waitingFor(item: SupportQueueItem): string | null {
  if (item.stage === 'AWAITING_PAYMENT') return `Waiting for ${item.requestedBy.name} to pay.`;
  if (item.stage === 'IN_PROGRESS' && item.type === 'INDEPENDENT_ASSESSMENT' && item.assessor && item.findings === null) {
    return `Waiting for ${item.assessor.name} to write their findings.`;
  }
  return null;
}

const outcomeText = (outcome: SupportQueueItem['customerOutcome']) => (outcome ? SUPPORT_OUTCOME_LABELS[outcome] : 'Not answered');

/** One support proposal in the console queue: the work, both sides, what is wrong, where it stands, and the operator's next move. */
export function SupportCard({ item, onAction }: { item: SupportQueueItem; onAction: (action: OperatorSupportAction) => void }) {
  const actions = supportActionsFor(item, 'OPERATOR').filter((a): a is OperatorSupportAction => (OPERATOR_ACTIONS as readonly string[]).includes(a));
  const waiting = waitingFor(item);
  const label = `${SUPPORT_TYPE_LABELS[item.type]}: ${item.work.title}`;
  return (
    <article aria-label={label} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">
            {SUPPORT_TYPE_LABELS[item.type]} <span className="font-normal text-muted">on “{item.work.title}”</span>
          </h3>
          <p className="text-xs text-muted">
            Asked by {item.requestedBy.name} · <time dateTime={item.createdAt}>{consoleDateTime(item.createdAt)}</time>
          </p>
        </div>
        <span data-testid="support-stage" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STAGE_TONES[item.stage]}`}>
          {SUPPORT_STAGE_LABELS[item.stage]}
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Customer</dt>
          <dd className="break-words text-ink">
            {item.customer.name} <span className="text-muted">· {item.customer.email}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Business</dt>
          <dd className="break-words text-ink">
            {item.business.name} <span className="text-muted">· {item.business.email}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">The job</dt>
          <dd className="text-ink">
            {workStatusText(item.work.status)}
            {item.work.statusBefore && item.work.status === 'INDEPENDENT_ASSESSMENT' && <span className="text-muted"> (was {workStatusText(item.work.statusBefore)})</span>}
            {item.work.category && <span className="text-muted"> · {item.work.category.title}</span>} · {formatPounds(item.work.totalPence)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Price</dt>
          <dd className="text-ink tabular-nums">
            {item.pricePence === null ? 'Not priced yet' : formatPounds(item.pricePence)}
            {item.paidAt && <span className="text-muted"> · paid {consoleDateTime(item.paidAt)}</span>}
          </dd>
        </div>
        {item.type === 'INDEPENDENT_ASSESSMENT' && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Assessor</dt>
            <dd className="text-ink">{item.assessor?.name ?? 'None assigned'}</dd>
          </div>
        )}
        {item.stage === 'IN_PROGRESS' && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Outcome accepted</dt>
            <dd className="text-ink">
              Customer: {outcomeText(item.customerOutcome)} · Business: {outcomeText(item.businessOutcome)}
            </dd>
          </div>
        )}
        {item.outcome && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Outcome</dt>
            <dd className="text-ink">{SUPPORT_OUTCOME_LABELS[item.outcome]}</dd>
          </div>
        )}
      </dl>
      <section aria-label="What is wrong" className="rounded-xl bg-surface p-3">
        <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">What is wrong</h4>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{item.description}</p>
      </section>
      <PrivatePhotoGrid photos={item.photos} label="Photos sent" />
      {item.findings && (
        <section aria-label="Findings" className="rounded-xl bg-surface p-3">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Findings</h4>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{item.findings}</p>
        </section>
      )}
      {item.advice && (
        <section aria-label="Legal advice" className="rounded-xl bg-surface p-3">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Advice from {item.adviserName}</h4>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{item.advice}</p>
        </section>
      )}
      {waiting && <p className="text-sm text-muted">{waiting}</p>}
      {actions.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          {actions.map((action) => (
            <Button key={action} variant={action === 'COMPLETE' || (action === 'PRICE' && item.pricePence === null) ? 'primary' : 'secondary'} onClick={() => onAction(action)}>
              {actionLabel(action, item)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
