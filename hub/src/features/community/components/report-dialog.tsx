import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DISPUTE_REASONS, reportCommunityItemBodySchema, type CommunityItemKind, type ReportCommunityItemBody } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../lib/toasts';
import { useReportItem } from '../api/report-item';

/** What is being reported, and how the dialog names it ("Dan Hughes's comment"). */
export interface ReportTarget {
  itemKind: CommunityItemKind;
  itemId: string;
  name: string;
}

const reasonSchema = reportCommunityItemBodySchema.pick({ reason: true });

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const report = useReportItem();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Pick<ReportCommunityItemBody, 'reason'>>({ resolver: zodResolver(reasonSchema) });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await report.mutateAsync({ itemKind: target.itemKind, itemId: target.itemId, reason });
      toast.success('Thank you. Our moderators will look at it.');
      onDone();
    } catch (error) {
      showErrorInDialog(error, setError, ['reason']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
        <legend className="text-sm font-medium text-ink">What is wrong with it?</legend>
        <div className="mt-2 flex flex-col gap-1.5">
          {DISPUTE_REASONS.map((reason) => (
            <label key={reason} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2.5 text-sm has-checked:border-brand-400 has-checked:bg-brand-50">
              <input type="radio" value={reason} className="mt-0.5 accent-brand-500" {...register('reason')} />
              <span className="text-ink">{reason}</span>
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id="report-reason-error" role="alert" className="mt-1 text-sm text-danger">
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={report.isPending}>
          Send report
        </Button>
      </div>
    </form>
  );
}

/** Anyone signed in reports a post, comment or reply; a moderator hides it or keeps it. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      title={`Report ${target?.name ?? 'this'}`}
      description="A Tradeshub moderator reads every report. The person is not told who reported them."
    >
      {target && <ReportForm target={target} onDone={onClose} />}
    </DialogFrame>
  );
}
