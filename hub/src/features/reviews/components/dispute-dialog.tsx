import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DISPUTE_REASONS, type CreateReviewDisputeBody } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import { disputeFormSchema, useCreateReviewDispute, useDisputedReasons } from '../api/create-review-dispute';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';

type DisputeFormValues = Omit<CreateReviewDisputeBody, 'reviewId'>;

function DisputeForm({ businessId, reviewId, onDone }: { businessId: string; reviewId: string; onDone: () => void }) {
  const create = useCreateReviewDispute(businessId);
  const used = useDisputedReasons(reviewId, true);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DisputeFormValues>({ resolver: zodResolver(disputeFormSchema), defaultValues: { comment: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ reviewId, reason: values.reason, comment: values.comment?.trim() || undefined });
      toast.success('Your dispute has been sent to our moderators.');
      onDone();
    } catch (error) {
      showErrorInDialog(error, setError, ['reason', 'comment']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <fieldset aria-describedby={errors.reason ? 'dispute-reason-error' : undefined}>
        <legend className="text-sm font-medium text-ink">Why should this review come down?</legend>
        <div className="mt-2 flex flex-col gap-1.5">
          {DISPUTE_REASONS.map((reason) => {
            const alreadyUsed = used.data?.includes(reason) ?? false;
            return (
              <label
                key={reason}
                className={`flex items-start gap-3 rounded-lg border border-line px-3 py-2.5 text-sm has-checked:border-brand-400 has-checked:bg-brand-50 ${
                  alreadyUsed ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
                }`}
              >
                <input type="radio" value={reason} disabled={alreadyUsed} className="mt-0.5 accent-brand-500" {...register('reason')} />
                <span className="text-ink">
                  {reason}
                  {alreadyUsed && <span className="block text-xs text-muted">You already disputed this review for this reason.</span>}
                </span>
              </label>
            );
          })}
        </div>
        {errors.reason && (
          <p id="dispute-reason-error" role="alert" className="mt-1 text-sm text-danger">
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Your explanation"
        hint="Tell our moderators what is wrong. The customer sees the reason and can respond."
        error={errors.comment?.message}
        maxLength={2000}
        {...register('comment')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending}>
          Send to moderators
        </Button>
      </div>
    </form>
  );
}

/** A business asks Tradeshub to take down a review of it, for one of the listed reasons. */
export function DisputeDialog({ open, onClose, businessId, reviewId }: { open: boolean; onClose: () => void; businessId: string; reviewId: string }) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Dispute this review"
      description="The review stays visible, marked as under review, until a Tradeshub moderator decides."
    >
      {open && <DisputeForm businessId={businessId} reviewId={reviewId} onDone={onClose} />}
    </DialogFrame>
  );
}
