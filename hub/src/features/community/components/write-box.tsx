import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { showServerErrors } from '../../../lib/form-errors';

type TextSchema = z.ZodType<{ text: string }, { text: string }>;

interface WriteBoxProps {
  label: string;
  submitLabel: string;
  /** The contract's body schema cut down to its text, so the form says what the server would. */
  schema: TextSchema;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment or reply being written: the text, then send. */
export function WriteBox({ label, submitLabel, schema, onSubmit, onCancel, autoFocus }: WriteBoxProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ text: string }>({ resolver: zodResolver(schema), defaultValues: { text: '' } });

  const submit = handleSubmit(async ({ text }) => {
    try {
      await onSubmit(text);
      reset();
    } catch (error) {
      showServerErrors(error, setError, ['text']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextAreaField label={label} error={errors.text?.message} rows={2} className="min-h-16" maxLength={5000} autoFocus={autoFocus} {...register('text')} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
