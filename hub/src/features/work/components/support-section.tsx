import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDueDate,
  formatPounds,
  SUPPORT_OUTCOME_LABELS,
  SUPPORT_OUTCOMES,
  SUPPORT_STAGE_LABELS,
  SUPPORT_TYPE_LABELS,
  supportActionsFor,
  supportRoleOfSide,
  type SupportProposal,
  type SupportStage,
  type Work,
} from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PrivatePhotoGrid } from '../../../components/ui/private-photo';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useStartSupportCheckout } from '../../../entities/payments';
import { workKeys } from '../../../entities/work';
import { toast } from '../../../lib/toasts';
import { useAnswerSupportOutcome } from '../api/support-outcome';
import { supportPhotoProblem, uploadSupportPhoto } from '../api/support-photos';
import { mayAskForSupport } from '../support';
import { FindingsPanel } from './findings-panel';
import { SupportRequestDialog } from './support-request-dialog';

const card = 'flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5';
const smallLink = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';

const STAGE_TONES: Record<SupportStage, string> = {
  AWAITING_PRICE: 'bg-amber-50 text-warning ring-amber-200',
  AWAITING_PAYMENT: 'bg-accent-50 text-accent-700 ring-accent-200',
  IN_PROGRESS: 'bg-accent-50 text-accent-700 ring-accent-200',
  COMPLETED: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/** A side adds photos of what is wrong while the help is open; each is uploaded as it is chosen. */
function AddPhotos({ proposal, workId }: { proposal: SupportProposal; workId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const add = async (files: File[]) => {
    setBusy(true);
    for (const file of files) {
      const problem = supportPhotoProblem(file);
      if (problem) {
        toast.error(null, problem);
        continue;
      }
      await uploadSupportPhoto(proposal.id, file).catch((error: unknown) => toast.error(error, `${file.name} could not be uploaded. Try again.`));
    }
    await queryClient.invalidateQueries({ queryKey: workKeys.detail(workId) });
    setBusy(false);
  };
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => input.current?.click()}>
        Add photos
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        aria-label="Add photos of what is wrong"
        onChange={(event) => {
          void add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </>
  );
}

/** Each side says how the job should go on; ending it (cancel or close) needs both, carrying on is the default. */
function OutcomeAnswer({ proposal, work, other }: { proposal: SupportProposal; work: Work; other: string }) {
  const answer = useAnswerSupportOutcome(work.id);
  const mine = work.viewerSide === 'CUSTOMER' ? proposal.customerOutcome : proposal.businessOutcome;
  const theirs = work.viewerSide === 'CUSTOMER' ? proposal.businessOutcome : proposal.customerOutcome;
  const choose = async (outcome: (typeof SUPPORT_OUTCOMES)[number]) => {
    try {
      await answer.mutateAsync({ id: proposal.id, outcome });
      toast.success('Your answer is saved. Tradeshub completes the help once it is done.');
    } catch (error) {
      toast.error(error, 'We could not save your answer. Please try again.');
    }
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">Once it is done, how should the job go on?</legend>
      <p className="text-xs text-muted">
        {theirs ? `${other} accepts: ${SUPPORT_OUTCOME_LABELS[theirs]}.` : `${other} has not answered yet.`} Cancelling or closing the job needs you both.
      </p>
      <div role="group" aria-label="Your answer" className="flex flex-wrap gap-2">
        {SUPPORT_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            variant={mine === outcome ? 'primary' : 'secondary'}
            aria-pressed={mine === outcome}
            disabled={answer.isPending}
            onClick={() => void choose(outcome)}
          >
            {SUPPORT_OUTCOME_LABELS[outcome]}
          </Button>
        ))}
        {answer.isPending && <Spinner size="sm" label="Saving" />}
      </div>
    </fieldset>
  );
}

function Progress({ proposal, work, other, isAsker }: { proposal: SupportProposal; work: Work; other: string; isAsker: boolean }) {
  const checkout = useStartSupportCheckout();
  const price = proposal.pricePence === null ? '' : formatPounds(proposal.pricePence);
  const pay = async () => {
    try {
      // On success the browser leaves for the hosted checkout.
      await checkout.mutateAsync({ supportProposalId: proposal.id, workId: work.id });
    } catch (error) {
      toast.error(error, 'We could not open the checkout. Please try again.');
    }
  };
  switch (proposal.stage) {
    case 'AWAITING_PRICE':
      return <p className="text-sm text-muted">Tradeshub is pricing this help. You will both be told when it has a price.</p>;
    case 'AWAITING_PAYMENT':
      return isAsker ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            The price is <span className="font-semibold tabular-nums">{price}</span>. The help starts once you have paid.
          </p>
          <Button
            className="w-full sm:w-auto"
            aria-label={`Pay ${price} for ${SUPPORT_TYPE_LABELS[proposal.type].toLowerCase()}`}
            busy={checkout.isPending || checkout.isSuccess}
            onClick={() => void pay()}
          >
            Pay {price}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-ink">
          Priced at <span className="font-semibold tabular-nums">{price}</span>. Waiting for {other} to pay; the help starts then.
        </p>
      );
    case 'IN_PROGRESS':
      if (proposal.type === 'LEGAL_ADVICE') {
        return proposal.advice ? null : <p className="text-sm text-ink">Paid. A legal adviser is looking at what happened; the advice will show here.</p>;
      }
      if (proposal.findings) return null;
      return (
        <p className="text-sm text-ink">
          {proposal.assessor
            ? `${proposal.assessor.name} is assessing the work. They will message you both, and their findings will show here.`
            : 'Paid. Tradeshub is choosing an independent assessor near you, in the trade of this job.'}
        </p>
      );
    case 'COMPLETED':
      return (
        <p className="text-sm text-muted">
          Completed{proposal.completedAt ? ` on ${formatDueDate(proposal.completedAt)}` : ''}
          {proposal.outcome && `: ${SUPPORT_OUTCOME_LABELS[proposal.outcome].toLowerCase()}`}.
        </p>
      );
  }
}

function ProposalCard({ proposal, work, other }: { proposal: SupportProposal; work: Work; other: string }) {
  const role = supportRoleOfSide(work.viewerSide, proposal.requestedBySide);
  const actions = supportActionsFor(proposal, role);
  const isAsker = role === 'ASKER';
  return (
    <article aria-labelledby={`support-${proposal.id}`} className="flex flex-col gap-3 border-t border-line pt-3 first-of-type:border-t-0 first-of-type:pt-0">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`support-${proposal.id}`} className="font-medium text-ink">
          {SUPPORT_TYPE_LABELS[proposal.type]}
        </h3>
        <span data-testid="support-stage" className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STAGE_TONES[proposal.stage]}`}>
          {SUPPORT_STAGE_LABELS[proposal.stage]}
        </span>
      </header>
      <p className="text-xs text-muted">
        Asked for by {isAsker ? 'you' : other} on {formatDueDate(proposal.createdAt)}
        {proposal.pricePence !== null && proposal.paidAt && ` · ${formatPounds(proposal.pricePence)} paid ${formatDueDate(proposal.paidAt)}`}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-ink">{proposal.description}</p>
      <PrivatePhotoGrid photos={proposal.photos} label="Photos of what is wrong" />
      <Progress proposal={proposal} work={work} other={other} isAsker={isAsker} />
      {proposal.findings && (
        <FindingsPanel
          findings={proposal.findings}
          assessorName={proposal.assessor?.name ?? null}
          writtenAt={proposal.findingsAt}
          documentId={proposal.findingsDocumentId}
          workTitle={work.title}
        />
      )}
      {proposal.advice && (
        <section aria-label="Legal advice" className="flex flex-col gap-1 rounded-xl bg-surface p-3 sm:p-4">
          <h4 className="font-semibold text-ink">Legal advice</h4>
          <p className="text-xs text-muted">From {proposal.adviserName}</p>
          <p className="text-sm break-words whitespace-pre-line text-ink">{proposal.advice}</p>
        </section>
      )}
      {actions.includes('ANSWER_OUTCOME') && <OutcomeAnswer proposal={proposal} work={work} other={other} />}
      {(actions.includes('ADD_PHOTO') || (proposal.type === 'INDEPENDENT_ASSESSMENT' && proposal.assessor)) && (
        <div className="flex flex-wrap gap-2">
          {actions.includes('ADD_PHOTO') && <AddPhotos proposal={proposal} workId={work.id} />}
          {proposal.type === 'INDEPENDENT_ASSESSMENT' && proposal.assessor && (
            <Link to={paths.assessment(proposal.id)} className={smallLink}>
              Open the assessment
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * Paid help on the job: a way to ask for it while the job runs, and every request with where
 * it stands (waiting for a price, for payment, in progress, completed) and what it found.
 */
export function SupportSection({ work, other }: { work: Work; other: string }) {
  const [asking, setAsking] = useState(false);
  const canAsk = mayAskForSupport(work);
  if (!canAsk && work.supportProposals.length === 0) return null;
  return (
    <section aria-labelledby="support-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="support-heading" className="font-semibold text-ink">
          Help with this job
        </h2>
        {canAsk && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Ask for help
          </Button>
        )}
      </div>
      {work.supportProposals.length === 0 ? (
        <p className="text-sm text-muted">
          If you and {other} disagree about the work, Tradeshub can arrange an independent assessment or legal advice, priced before it starts.
        </p>
      ) : (
        work.supportProposals.map((proposal) => <ProposalCard key={proposal.id} proposal={proposal} work={work} other={other} />)
      )}
      <SupportRequestDialog open={asking} workId={work.id} other={other} onClose={() => setAsking(false)} />
    </section>
  );
}
