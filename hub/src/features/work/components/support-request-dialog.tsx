import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { SUPPORT_TYPE_LABELS, SUPPORT_TYPES } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../lib/toasts';
import { requestSupportBodySchema, useRequestSupport, type RequestSupportBody } from '../api/request-support';
import { uploadSupportPhoto } from '../api/support-photos';
import { SUPPORT_TYPE_ABOUT } from '../support';
import { SupportPhotoInput, type ChosenFile } from './support-photo-input';

const formSchema = requestSupportBodySchema.omit({ workId: true });
type SupportForm = Omit<RequestSupportBody, 'workId'>;

function RequestForm({ workId, other, onDone }: { workId: string; other: string; onDone: () => void }) {
  const request = useRequestSupport(workId);
  const queryClient = useQueryClient();
  const [photos, setPhotos] = useState<ChosenFile[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupportForm>({ resolver: zodResolver(formSchema), defaultValues: { description: '' } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const proposal = await request.mutateAsync({ ...body, description: body.description.trim() });
      // The photos go to the proposal once it exists; one that fails can be added again from the job.
      const failed: string[] = [];
      for (const chosen of photos) {
        await uploadSupportPhoto(proposal.id, chosen.file).catch(() => failed.push(chosen.file.name));
      }
      if (photos.length > 0) await queryClient.invalidateQueries({ queryKey: workKeys.detail(workId) });
      if (failed.length > 0) toast.error(null, `Your request was sent, but ${failed.join(', ')} could not be uploaded. Add it again from the job.`);
      else toast.success('Sent. Tradeshub will price it and tell you both.');
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
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink">Photos</p>
        <SupportPhotoInput value={photos} onChange={setPhotos} />
      </div>
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
