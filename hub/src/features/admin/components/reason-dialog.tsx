import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { operatorReasonBodySchema, type OperatorReasonBody } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextAreaField } from '../../../components/ui/field';

export interface ReasonRequest {
  title: string;
  description: string;
  confirm: string;
  danger?: boolean;
  /** Does the action with the reason given; a thrown error is shown in the dialog. */
  run: (reason: string) => Promise<void>;
}

function ReasonForm({ request, onClose }: { request: ReasonRequest; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OperatorReasonBody>({ resolver: zodResolver(operatorReasonBodySchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await request.run(reason.trim());
      onClose();
    } catch (error) {
      showErrorInDialog(error, setError, ['reason']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <TextAreaField label="Reason" hint="Kept in the audit log with your name and the time." error={errors.reason?.message} maxLength={300} {...register('reason')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant={request.danger ? 'danger' : 'primary'} busy={isSubmitting}>
          {request.confirm}
        </Button>
      </div>
    </form>
  );
}

/** Asks an operator why before a console action runs: every action is recorded with its reason. */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  if (!request) return null;
  return (
    <DialogFrame open onClose={onClose} width="md" title={request.title} description={request.description}>
      <ReasonForm request={request} onClose={onClose} />
    </DialogFrame>
  );
}
