import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { reviewDisputeResponseFormSchema, type ReviewDisputeResponseForm } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import { useAnswerReviewDispute } from '../api/answer-review-dispute';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';

interface AnswerDisputeProps {
  businessId: string;
  reviewId: string;
  disputeId: string;
}

function AnswerForm({ businessId, reviewId, disputeId, onDone }: AnswerDisputeProps & { onDone: () => void }) {
  const answer = useAnswerReviewDispute(businessId, reviewId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewDisputeResponseForm>({ resolver: zodResolver(reviewDisputeResponseFormSchema), defaultValues: { response: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await answer.mutateAsync({ disputeId, response: values.response.trim() });
      toast.success('Thanks. Our moderators will read your side before they decide.');
      onDone();
    } catch (error) {
      showErrorInDialog(error, setError, ['response']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <TextAreaField
        label="Your side"
        hint="Between 10 and 2000 characters. Our moderators read it; it is not published."
        error={errors.response?.message}
        maxLength={2000}
        {...register('response')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={answer.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={answer.isPending}>
          Send your side
        </Button>
      </div>
    </form>
  );
}

/** The reviewer answers a business's dispute of their review before the moderators decide. */
export function AnswerDisputeDialog({ open, onClose, ...props }: AnswerDisputeProps & { open: boolean; onClose: () => void }) {
  return (
    <DialogFrame open={open} onClose={onClose} title="Give your side" description="Tell our moderators what happened. Your review stays up while they decide.">
      {open && <AnswerForm {...props} onDone={onClose} />}
    </DialogFrame>
  );
}
