import { useState } from 'react';
import { formatDueDate, formatPounds, type SupportProposal, type Work } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { useStartSupportCheckout } from '../../../entities/payments';
import { toast } from '../../../lib/toasts';
import { mayAskForSupport, SUPPORT_STAGE_LABELS, SUPPORT_TYPE_LABELS, supportStage, type SupportStage } from '../support';
import { SupportRequestDialog } from './support-request-dialog';

const card = 'flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5';

const STAGE_TONES: Record<SupportStage, string> = {
  AWAITING_PRICE: 'bg-amber-50 text-warning ring-amber-200',
  TO_PAY: 'bg-accent-50 text-accent-700 ring-accent-200',
  IN_PROGRESS: 'bg-accent-50 text-accent-700 ring-accent-200',
  COMPLETED: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/** What happens next with a proposal, in the viewer's words. */
function NextStep({ proposal, work, onPay, paying }: { proposal: SupportProposal; work: Work; onPay: () => void; paying: boolean }) {
  const stage = supportStage(proposal);
  const price = proposal.pricePence === null ? null : formatPounds(proposal.pricePence);
  switch (stage) {
    case 'AWAITING_PRICE':
      return <p className="text-sm text-muted">Tradeshub is pricing this help. You will both be told when it has a price.</p>;
    case 'TO_PAY':
      return (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            The price is <span className="font-semibold tabular-nums">{price}</span>. The help starts once it is paid.
          </p>
          <Button className="w-full sm:w-auto" aria-label={`Pay ${price} for ${SUPPORT_TYPE_LABELS[proposal.type].toLowerCase()}`} busy={paying} onClick={onPay}>
            Pay {price}
          </Button>
        </div>
      );
    case 'IN_PROGRESS':
      return (
        <p className="text-sm text-ink">
          Paid{proposal.paidAt ? ` on ${formatDueDate(proposal.paidAt)}` : ''}.{' '}
          {proposal.type === 'INDEPENDENT_ASSESSMENT'
            ? 'An independent assessor looks at the work and writes up what they find; you will both see it here.'
            : 'A legal adviser is looking at what happened; the advice will show here.'}
        </p>
      );
    case 'COMPLETED':
      return <p className="text-sm text-muted">{work.status === 'INDEPENDENT_ASSESSMENT' ? 'Done.' : 'Done. The job has moved on.'}</p>;
  }
}

function ProposalCard({ proposal, work }: { proposal: SupportProposal; work: Work }) {
  const checkout = useStartSupportCheckout();
  const stage = supportStage(proposal);
  const pay = async () => {
    try {
      // On success the browser leaves for the hosted checkout.
      await checkout.mutateAsync({ supportProposalId: proposal.id, workId: work.id });
    } catch (error) {
      toast.error(error, 'We could not open the checkout. Please try again.');
    }
  };
  return (
    <article aria-labelledby={`support-${proposal.id}`} className="flex flex-col gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`support-${proposal.id}`} className="font-medium text-ink">
          {SUPPORT_TYPE_LABELS[proposal.type]}
        </h3>
        <span data-testid="support-stage" className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STAGE_TONES[stage]}`}>
          {SUPPORT_STAGE_LABELS[stage]}
        </span>
      </header>
      <p className="text-xs text-muted">Asked for on {formatDueDate(proposal.createdAt)}</p>
      <p className="text-sm break-words whitespace-pre-line text-ink">{proposal.description}</p>
      <NextStep proposal={proposal} work={work} paying={checkout.isPending || checkout.isSuccess} onPay={() => void pay()} />
    </article>
  );
}

/**
 * Paid help on the job: a way to ask for it while the job runs, and every proposal with
 * where it stands (waiting for a price, to pay, in progress, done).
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
          If you and {other} disagree about the work, Tradeshub can arrange an independent assessment or legal advice, for a price agreed
          before it starts.
        </p>
      ) : (
        work.supportProposals.map((proposal) => <ProposalCard key={proposal.id} proposal={proposal} work={work} />)
      )}
      <SupportRequestDialog open={asking} workId={work.id} other={other} onClose={() => setAsking(false)} />
    </section>
  );
}
