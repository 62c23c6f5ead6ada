import { useId, useState } from 'react';
import { formatDueDate, formatPounds, type PaymentScheduleChangeSet, type Work } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toasts';
import type { useChangeSetActions } from '../api/change-sets';
import { ChangeSetForm } from './change-set-form';

const STATUS = {
  REQUESTED: { label: 'Waiting for an answer', className: 'bg-amber-50 text-warning ring-amber-200' },
  APPROVED: { label: 'Approved', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  REJECTED: { label: 'Rejected', className: 'bg-surface text-muted ring-line' },
} as const;

type Actions = ReturnType<typeof useChangeSetActions>;

function Talk({ changeSet, me, other }: { changeSet: PaymentScheduleChangeSet; me: string; other: string }) {
  if (changeSet.messages.length === 0) return null;
  const sideOf = (senderId: string) => (senderId === me ? 'You' : other);
  return (
    <ol aria-label="Messages about this change" className="flex flex-col gap-2 border-t border-line pt-3">
      {changeSet.messages.map((m) => (
        <li key={m.id} className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${m.senderId === me ? 'self-end bg-brand-50' : 'self-start bg-surface'}`}>
          <p className="text-xs font-semibold text-muted">
            {sideOf(m.senderId)} · {formatDueDate(m.createdAt)}
          </p>
          <p className="break-words whitespace-pre-line text-ink">{m.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** One proposed schedule: its payments, the talk about it, and the answers the viewer may give. */
export function ChangeSetCard({ changeSet, work, me, other, actions }: { changeSet: PaymentScheduleChangeSet; work: Work; me: string; other: string; actions: Actions }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'reject' | 'withdraw' | null>(null);
  const mine = changeSet.requestedBySide === work.viewerSide;
  const waiting = changeSet.status === 'REQUESTED';
  const status = STATUS[changeSet.status];
  const busy = actions.respond.isPending || actions.withdraw.isPending;

  const attempt = async (what: () => Promise<unknown>, done?: string) => {
    try {
      await what();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      toast.error(error, 'That did not work. Please try again.');
      return false;
    } finally {
      setAsking(null);
    }
  };

  if (editing) {
    return <ChangeSetForm work={work} initial={changeSet} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} actions={actions} />;
  }
  return (
    <li aria-labelledby={`${id}-t`} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-t`} className="font-semibold text-ink">
            {mine ? 'You proposed a new schedule' : `${other} proposed a new schedule`}
          </h3>
          <p className="text-xs text-muted">{formatDueDate(changeSet.createdAt)}</p>
        </div>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${status.className}`}>{status.label}</span>
      </div>
      <ol aria-label="Proposed payments" className="flex flex-col gap-1 text-sm">
        {changeSet.payments.map((p, i) => (
          <li key={p.id ?? i} className="flex justify-between gap-3">
            <span className="min-w-0 break-words text-ink">
              {p.description} <span className="text-muted">· due {formatDueDate(p.dueDate)}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{formatPounds(p.amountPence)}</span>
          </li>
        ))}
      </ol>
      <Talk changeSet={changeSet} me={me} other={other} />
      {waiting && (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const text = message.trim();
            if (text) void attempt(() => actions.message.mutateAsync({ id: changeSet.id, text })).then((ok) => ok && setMessage(''));
          }}
        >
          <label htmlFor={`${id}-m`} className="sr-only">
            Message about this change
          </label>
          <input
            id={`${id}-m`}
            value={message}
            maxLength={2000}
            placeholder={`Write to ${other}…`}
            onChange={(e) => setMessage(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2 text-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-200"
          />
          <Button type="submit" variant="secondary" busy={actions.message.isPending} disabled={!message.trim()}>
            Send
          </Button>
        </form>
      )}
      {waiting && (
        <div className="flex flex-wrap gap-2">
          {mine ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)} disabled={busy}>
                Change it
              </Button>
              <Button variant="ghost" onClick={() => setAsking('withdraw')} disabled={busy}>
                Withdraw
              </Button>
            </>
          ) : (
            <>
              <Button busy={actions.respond.isPending && actions.respond.variables?.status === 'APPROVED'} disabled={busy} onClick={() => void attempt(() => actions.respond.mutateAsync({ id: changeSet.id, status: 'APPROVED' }), 'New schedule approved')}>
                Approve new schedule
              </Button>
              <Button variant="ghost" onClick={() => setAsking('reject')} disabled={busy}>
                Reject
              </Button>
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'withdraw' ? 'Withdraw this proposal?' : 'Reject this proposal?'}
        confirmLabel={asking === 'withdraw' ? 'Withdraw' : 'Reject'}
        busy={busy}
        onConfirm={() =>
          void attempt(
            asking === 'withdraw' ? () => actions.withdraw.mutateAsync(changeSet.id) : () => actions.respond.mutateAsync({ id: changeSet.id, status: 'REJECTED' }),
            asking === 'withdraw' ? 'Proposal withdrawn' : 'Proposal rejected',
          )
        }
        onClose={() => setAsking(null)}
      >
        {asking === 'withdraw' ? `${other} will no longer be able to approve it. The current schedule stays.` : 'The current schedule stays as it is.'}
      </ConfirmDialog>
    </li>
  );
}
