import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SUPPORT_TYPES } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import { requestSupportBodySchema, useRequestSupport, type RequestSupportBody } from '../api/request-support';
import { SUPPORT_TYPE_ABOUT, SUPPORT_TYPE_LABELS } from '../support';

const formSchema = requestSupportBodySchema.omit({ workId: true });
type SupportForm = Omit<RequestSupportBody, 'workId'>;

function RequestForm({ workId, other, onDone }: { workId: string; other: string; onDone: () => void }) {
  const request = useRequestSupport(workId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupportForm>({ resolver: zodResolver(formSchema), defaultValues: { description: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync({ ...body, description: body.description.trim() });
      toast.success('Sent. Tradeshub will price it and tell you both.');
      onDone();
    } catch (error) {
      showErrorInDialog(error, setError, ['type', 'description']);
    }
  });

  return (
    <form id="support-request" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <fieldset aria-describedby={errors.type ? 'support-type-error' : undefined}>
        <legend className="text-sm font-medium text-ink">What help do you need?</legend>
        <div className="mt-2 flex flex-col gap-1.5">
          {SUPPORT_TYPES.map((type) => (
            <label key={type} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2.5 text-sm has-checked:border-brand-400 has-checked:bg-brand-50">
              <input type="radio" value={type} className="mt-1 accent-brand-500" {...register('type')} />
              <span>
                <span className="block font-medium text-ink">{SUPPORT_TYPE_LABELS[type]}</span>
                <span className="block text-muted">{SUPPORT_TYPE_ABOUT[type]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.type && (
          <p id="support-type-error" role="alert" className="mt-1 text-sm text-danger">
            {errors.type.message}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="What is wrong?"
        hint={`Say what was agreed, what happened and what you would like to happen. ${other} and whoever helps will read it.`}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Ask for help
        </Button>
      </div>
    </form>
  );
}

/**
 * Either side of a running job asks Tradeshub for paid help: an independent assessment or
 * legal advice. The job is held (no payments) until the help is done.
 */
export function SupportRequestDialog({ open, workId, other, onClose }: { open: boolean; workId: string; other: string; onClose: () => void }) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Ask for help with this job"
      description="Tradeshub prices the help and you pay before it starts. While it runs the job is on hold: no payments can be asked for or made."
    >
      {open && <RequestForm workId={workId} other={other} onDone={onClose} />}
    </DialogFrame>
  );
}
