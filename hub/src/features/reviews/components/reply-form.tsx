import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ReplyToReviewBody } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import { replyFormSchema, useReplyToReview } from '../api/reply-to-review';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';

/** The owner's one public reply, written under the review it answers. */
export function ReplyForm({ businessId, reviewId, onDone }: { businessId: string; reviewId: string; onDone: () => void }) {
  const reply = useReplyToReview(businessId, reviewId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReplyToReviewBody>({ resolver: zodResolver(replyFormSchema), defaultValues: { reply: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await reply.mutateAsync(body);
      toast.success('Your reply has been published.');
      onDone();
    } catch (error) {
      showErrorInDialog(error, setError, ['reply']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3 rounded-xl bg-surface p-3">
      <DialogError message={errors.root?.server?.message} />
      <TextAreaField
        label="Your public reply"
        hint="Everyone can read it, and you can reply only once."
        error={errors.reply?.message}
        maxLength={2000}
        autoFocus
        {...register('reply')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={reply.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={reply.isPending}>
          Publish reply
        </Button>
      </div>
    </form>
  );
}
