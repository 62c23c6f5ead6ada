import { useState } from 'react';
import { formatDueDate, hasAgreed, otherWorkSide, type Work } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toasts';
import { useMoveWork } from '../api/move-work';
import { workButtons, type WorkButton } from '../work-moves';

/** Where the two confirmations and any cancel request stand, in the viewer's words. */
function AgreementNote({ work, other }: { work: Work; other: string }) {
  const side = work.viewerSide;
  if (work.status === 'ACCEPTED') {
    const mine = hasAgreed(work, side);
    const theirs = hasAgreed(work, otherWorkSide(side));
    const text = mine
      ? `You have agreed the contract. Waiting for ${other} to agree too.`
      : theirs
        ? `${other} has agreed the contract and its payment schedule. Agree too to lock the schedule.`
        : 'Both of you agree the contract and its payment schedule before work starts; the schedule is then locked.';
    return <p className="text-sm text-muted">{text}</p>;
  }
  if (work.cancelRequest) {
    const mine = work.cancelRequest.requestedBy === side;
    const when = formatDueDate(work.cancelRequest.requestedAt);
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-warning">
        {mine ? `You asked to cancel on ${when}. Waiting for ${other} to agree.` : `${other} asked to cancel on ${when}.`}
        {work.cancelRequest.reason && <span className="block text-ink">“{work.cancelRequest.reason}”</span>}
      </p>
    );
  }
  return null;
}

/** The moves the viewer may make now, as buttons; those that cannot be undone ask first. */
export function WorkActions({ work, other }: { work: Work; other: string }) {
  const move = useMoveWork(work.id);
  const [asking, setAsking] = useState<WorkButton | null>(null);
  const buttons = workButtons(work, other);

  const run = async (button: WorkButton) => {
    try {
      await move.mutateAsync(button);
      setAsking(null);
    } catch (error) {
      toast.error(error, 'That did not work. Please try again.');
      setAsking(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <AgreementNote work={work} other={other} />
      {buttons.length > 0 && (
        <div role="group" aria-label="What you can do" className="flex flex-wrap gap-2">
          {buttons.map((button) => (
            <Button
              key={button.action}
              variant={button.primary ? 'primary' : button.confirm ? 'ghost' : 'secondary'}
              busy={move.isPending && move.variables?.request === button.request && asking === null}
              disabled={move.isPending}
              onClick={() => (button.confirm ? setAsking(button) : void run(button))}
            >
              {button.label}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.confirm?.title ?? ''}
        confirmLabel={asking?.confirm?.label ?? ''}
        busy={move.isPending}
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      >
        {asking?.confirm?.body}
      </ConfirmDialog>
    </div>
  );
}
