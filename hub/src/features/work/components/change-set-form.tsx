import { useState } from 'react';
import { formatDueDate, formatPounds, unpaidPence, type PaymentScheduleChangeSet, type Work } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import type { useChangeSetActions } from '../api/change-sets';
import { penceToPoundsInput } from '../pounds';
import { dayAfter, draftPaymentsToInput, type DraftErrors, type DraftPayment } from '../quote-draft';
import { ScheduleEditor } from './schedule-editor';

let keys = 0;
const toDraft = (p: { id?: string; description: string; amountPence: number; dueDate: string }): DraftPayment => ({
  key: `c${++keys}`,
  ...(p.id ? { id: p.id } : {}),
  description: p.description,
  amount: penceToPoundsInput(p.amountPence),
  dueDate: dayAfter(new Date(p.dueDate), 0),
});

export interface ChangeSetFormProps {
  readonly work: Work;
  /** The proposal being changed; a new one starts from the unpaid part of the schedule. */
  readonly initial?: PaymentScheduleChangeSet;
  readonly actions: ReturnType<typeof useChangeSetActions>;
  readonly onCancel: () => void;
  readonly onSaved: () => void;
}

/** A new schedule for what is still unpaid: paid payments stay as they are, the rest is rewritten and must add up. */
export function ChangeSetForm({ work, initial, actions, onCancel, onSaved }: ChangeSetFormProps) {
  const paid = work.payments.filter((p) => p.status === 'PAID');
  const target = unpaidPence(work.payments);
  const [payments, setPayments] = useState<DraftPayment[]>(() => (initial ? initial.payments : work.payments.filter((p) => p.status !== 'PAID')).map(toDraft));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const saving = actions.propose.isPending || actions.update.isPending;

  const submit = async () => {
    const result = draftPaymentsToInput(payments, target);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const proposal = { payments: result.payments, ...(message.trim() ? { message: message.trim() } : {}) };
    try {
      if (initial) await actions.update.mutateAsync({ id: initial.id, ...proposal });
      else await actions.propose.mutateAsync(proposal);
      toast.success(initial ? 'Proposal changed' : 'New schedule proposed');
      onSaved();
    } catch (error) {
      toast.error(error, 'We could not send the proposal. Please try again.');
    }
  };

  return (
    <form
      noValidate
      aria-label={initial ? 'Change your proposal' : 'Propose a new schedule'}
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted">
        Rewrite the {formatPounds(target)} still to pay. Paid payments stay as they are; the other side approves or rejects the new schedule.
      </p>
      {paid.length > 0 && (
        <ul aria-label="Paid, unchanged" className="flex flex-col gap-1 text-sm text-muted">
          {paid.map((p) => (
            <li key={p.id} className="flex justify-between gap-3">
              <span>
                {p.description} · paid {formatDueDate(p.paidAt)}
              </span>
              <span className="tabular-nums">{formatPounds(p.amountPence)}</span>
            </li>
          ))}
        </ul>
      )}
      <ScheduleEditor payments={payments} targetPence={target} errors={errors} onChange={setPayments} />
      <TextAreaField label="Why the change? (optional)" value={message} maxLength={2000} className="min-h-20" onChange={(e) => setMessage(e.target.value)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {initial ? 'Save changes' : 'Propose new schedule'}
        </Button>
      </div>
    </form>
  );
}
