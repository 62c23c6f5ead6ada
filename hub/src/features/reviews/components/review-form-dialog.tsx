import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { RATING_DIMENSIONS, type Review } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ratingDimensionLabel } from '../../../components/ui/rating-badge';
import { toast } from '../../../lib/toasts';
import { reviewFormSchema, useSaveReview, type ReviewFormValues } from '../api/save-review';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { StarInput } from './star-input';

const FIELDS = ['comment', ...RATING_DIMENSIONS.map((d) => `ratings.${d}`)];

interface ReviewFormDialogProps {
  open: boolean;
  onClose: () => void;
  businessId: string;
  businessName: string;
  /** The caller's own review to change; null to write a new one. */
  existing: Review | null;
}

interface ReviewFormProps {
  businessId: string;
  existing: Review | null;
  /** Cancelled, or saved when there is no onSaved. */
  onDone: () => void;
  /** Saved: the review page moves on to its thanks instead of closing. */
  onSaved?: () => void;
}

/** The six scores and the text, for the dialog and for the public review page. */
export function ReviewForm({ businessId, existing, onDone, onSaved }: ReviewFormProps) {
  const save = useSaveReview(businessId, existing);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    // react-hook-form would focus the text first (it registers before the stars); go top down.
    shouldFocusError: false,
    defaultValues: { ratings: existing?.ratings ?? {}, comment: existing?.comment ?? '' },
  });

  const focusFirstError = (invalid: FieldErrors<ReviewFormValues>) => {
    const star = RATING_DIMENSIONS.find((d) => invalid.ratings?.[d]);
    setFocus(star ? `ratings.${star}` : 'comment');
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(existing ? 'Your review has been updated.' : 'Thank you, your review has been published.');
      (onSaved ?? onDone)();
    } catch (error) {
      showErrorInDialog(error, setError, FIELDS);
    }
  }, focusFirstError);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <div className="flex flex-col gap-2 rounded-xl bg-surface p-3 sm:p-4">
        {RATING_DIMENSIONS.map((dimension) => (
          <Controller
            key={dimension}
            control={control}
            name={`ratings.${dimension}`}
            render={({ field, fieldState }) => (
              <StarInput
                label={ratingDimensionLabel(dimension)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <TextAreaField
        label="Your review"
        hint="What was the work, and how did it go? Other customers read this."
        error={errors.comment?.message}
        maxLength={2000}
        {...register('comment')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          {existing ? 'Save changes' : 'Publish review'}
        </Button>
      </div>
    </form>
  );
}

/** Writing a review of a business, or changing one's own: six scores and the text. */
export function ReviewFormDialog({ open, onClose, businessId, businessName, existing }: ReviewFormDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={existing ? 'Edit your review' : `Review ${businessName}`}
      description={existing ? 'Your review will be marked as edited.' : 'Score each part of the job from 1 to 5 stars.'}
    >
      {open && <ReviewForm businessId={businessId} existing={existing} onDone={onClose} />}
    </DialogFrame>
  );
}
