import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DecideReviewDisputeBody, ReviewDisputeQueueItem } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';
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
  } = useForm<DecideReviewDisputeBody>({ resolver: zodResolver(decisionFormSchema), defaultValues: { status: decision, reason: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ disputeId: item.id, businessId: item.business.id, body: { status: body.status, reason: body.reason.trim() } });
      toast.success(copy.done);
      onClose();
    } catch (error) {
      showErrorInDialog(error, setError, ['reason']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <TextAreaField
        label="Reason"
        hint="The reviewer and the business both see this, and the audit log keeps it."
        error={errors.reason?.message}
        maxLength={300}
        {...register('reason')}
      />
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
  if (item === null || decision === null) return null;
  return (
    <DialogFrame open onClose={onClose} width="md" title={COPY[decision].title} description={`${item.business.name} · “${item.reason}”. ${COPY[decision].body}`}>
      <DecisionForm item={item} decision={decision} onClose={onClose} />
    </DialogFrame>
  );
}
