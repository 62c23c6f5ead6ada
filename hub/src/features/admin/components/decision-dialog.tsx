import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, type DecideReviewDisputeBody, type ReviewDisputeQueueItem } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import { decisionFormSchema, useDecideReviewDispute } from '../api/decide-review-dispute';

export type Decision = DecideReviewDisputeBody['status'];

const COPY: Record<Decision, { title: string; body: string; confirm: string; done: string }> = {
  ACCEPTED: {
    title: 'Accept this dispute?',
    body: 'The review will be hidden with the dispute’s reason shown in its place, and its scores will stop counting. The customer is told.',
    confirm: 'Accept and hide review',
    done: 'Dispute accepted. The review is now hidden.',
  },
  REJECTED: {
    title: 'Reject this dispute?',
    body: 'The review stays as it is. The customer is told.',
    confirm: 'Reject dispute',
    done: 'Dispute rejected. The review stays up.',
  },
  CLOSED: {
    title: 'Close this dispute?',
    body: 'Closing files it away without changing the review. A closed dispute cannot be reopened.',
    confirm: 'Close dispute',
    done: 'Dispute closed.',
  },
};

interface DecisionDialogProps {
  item: ReviewDisputeQueueItem | null;
  decision: Decision | null;
  onClose: () => void;
}

function DecisionForm({ item, decision, onClose }: { item: ReviewDisputeQueueItem; decision: Decision; onClose: () => void }) {
  const decide = useDecideReviewDispute();
  const copy = COPY[decision];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DecideReviewDisputeBody>({ resolver: zodResolver(decisionFormSchema), defaultValues: { status: decision, note: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ disputeId: item.id, businessId: item.business.id, body: { status: body.status, note: body.note?.trim() || undefined } });
      toast.success(copy.done);
      onClose();
    } catch (error) {
      setError('root.server', { message: isApiError(error) ? error.message : 'We could not reach Tradeshub. Check your connection and try again.' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      {errors.root?.server && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger">
          {errors.root.server.message}
        </p>
      )}
      <TextAreaField label="Note (optional)" hint="Kept with the decision for other moderators." error={errors.note?.message} maxLength={2000} {...register('note')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={decide.isPending} autoFocus>
          Cancel
        </Button>
        <Button type="submit" variant={decision === 'ACCEPTED' ? 'danger' : 'primary'} busy={decide.isPending}>
          {copy.confirm}
        </Button>
      </div>
    </form>
  );
}

/** Confirms an operator's decision on a dispute, with an optional note. */
export function DecisionDialog({ item, decision, onClose }: DecisionDialogProps) {
  const open = item !== null && decision !== null;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-6">
          {item && decision && (
            <>
              <DialogTitle className="text-lg font-semibold text-ink">{COPY[decision].title}</DialogTitle>
              <Description className="mt-2 text-sm text-muted">
                {item.business.name} · “{item.reason}”. {COPY[decision].body}
              </Description>
              <DecisionForm item={item} decision={decision} onClose={onClose} />
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
