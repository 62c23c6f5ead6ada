import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPounds,
  operatorReasonBodySchema,
  operatorReasonField,
  outcomeNeedsBothSides,
  recordLegalAdviceBodySchema,
  requiredField,
  SUPPORT_OUTCOME_LABELS,
  SUPPORT_OUTCOMES,
  SUPPORT_TYPE_LABELS,
  workStatusText,
  type SupportOutcome,
  type SupportQueueItem,
} from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { parsePoundsToPence } from '../../../lib/pounds';
import { toast } from '../../../lib/toasts';
import { useEligibleAssessors, useSupportActions } from '../api/support-queue';
import type { OperatorSupportAction } from './support-card';

type FormProps = { item: SupportQueueItem; onClose: () => void };

const REASON_HINT = 'Kept in the audit log with your name and the time.';

function Footer({ busy, confirm, onClose }: { busy: boolean; confirm: string; onClose: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" busy={busy}>
        {confirm}
      </Button>
    </div>
  );
}

const priceFormSchema = operatorReasonBodySchema.extend({ price: requiredField('the price', 20) });

function PriceForm({ item, onClose }: FormProps) {
  const { price } = useSupportActions();
  const { register, handleSubmit, setError, formState } = useForm<{ price: string; reason: string }>({
    // Pounds as typed; turned into pence (and checked as an amount) on sending.
    resolver: zodResolver(priceFormSchema),
    defaultValues: { price: item.pricePence === null ? '' : (item.pricePence / 100).toFixed(2), reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const pricePence = parsePoundsToPence(values.price);
    if (pricePence === null || pricePence < 1) {
      setError('price', { type: 'manual', message: 'Enter the price in pounds, like 150 or 149.99' });
      return;
    }
    try {
      await price.mutateAsync({ id: item.id, pricePence, reason: values.reason.trim() });
      toast.success(`Priced at ${formatPounds(pricePence)}. ${item.requestedBy.name} can pay it now.`);
      onClose();
    } catch (error) {
      showErrorInDialog(error, setError, ['pricePence', 'reason']);
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <TextField label="Price (£, VAT included)" inputMode="decimal" autoComplete="off" error={errors.price?.message} {...register('price')} />
      <TextAreaField label="Reason" hint={REASON_HINT} maxLength={300} error={errors.reason?.message} {...register('reason')} />
      <Footer busy={isSubmitting} confirm="Set the price" onClose={onClose} />
    </form>
  );
}

function AssignForm({ item, onClose }: FormProps) {
  const { assign } = useSupportActions();
  const assessors = useEligibleAssessors(item.id);
  const [chosen, setChosen] = useState<string | null>(item.assessor?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ reason: string }>({ resolver: zodResolver(operatorReasonBodySchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!chosen) {
      setProblem('Choose an assessor');
      return;
    }
    try {
      const done = await assign.mutateAsync({ id: item.id, businessId: chosen, reason: reason.trim() });
      toast.success(`${done.assessor?.name ?? 'The assessor'} is assigned and can now talk to both sides.`);
      onClose();
    } catch (error) {
      showErrorInDialog(error, setError, ['reason']);
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <fieldset aria-describedby={problem ? 'assessor-problem' : undefined}>
        <legend className="text-sm font-medium text-ink">Assessor</legend>
        <p className="text-xs text-muted">Assessor businesses in the job's category, within their range of the customer, neither side; nearest first.</p>
        {assessors.isPending ? (
          <Spinner label="Finding assessors…" />
        ) : assessors.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            We could not list the assessors.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void assessors.refetch()}>
              Try again
            </button>
          </p>
        ) : assessors.data.length === 0 ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
            No assessor business covers this job: none is in its category and within range. Ask one to turn on assessing in their business details.
          </p>
        ) : (
          <div className="mt-2 flex flex-col gap-1.5">
            {assessors.data.map((assessor) => (
              <label key={assessor.id} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2.5 text-sm has-checked:border-brand-400 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="assessor"
                  value={assessor.id}
                  checked={chosen === assessor.id}
                  onChange={() => {
                    setChosen(assessor.id);
                    setProblem(null);
                  }}
                  className="mt-1 accent-brand-500"
                />
                <span>
                  <span className="block font-medium text-ink">{assessor.name}</span>
                  <span className="block text-muted">
                    {assessor.locality ?? 'Base not given'} · {assessor.distanceKm.toFixed(1)} km away · travels {assessor.radiusMiles} miles
                    {assessor.rating !== null && ` · rated ${assessor.rating.toFixed(1)}`}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
        {problem && (
          <p id="assessor-problem" role="alert" className="mt-1 text-sm text-danger">
            {problem}
          </p>
        )}
      </fieldset>
      <TextAreaField label="Reason" hint={REASON_HINT} maxLength={300} error={errors.reason?.message} {...register('reason')} />
      <Footer busy={isSubmitting} confirm="Assign" onClose={onClose} />
    </form>
  );
}

const adviceFormSchema = recordLegalAdviceBodySchema.extend({ reason: operatorReasonField });

function AdviceForm({ item, onClose }: FormProps) {
  const { advice } = useSupportActions();
  const { register, handleSubmit, setError, formState } = useForm<{ adviserName: string; advice: string; reason: string }>({
    resolver: zodResolver(adviceFormSchema),
    defaultValues: { adviserName: item.adviserName ?? '', advice: item.advice ?? '', reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await advice.mutateAsync({ id: item.id, adviserName: values.adviserName.trim(), advice: values.advice.trim(), reason: values.reason.trim() });
      toast.success('Advice recorded. Both sides can read it now.');
      onClose();
    } catch (error) {
      showErrorInDialog(error, setError, ['adviserName', 'advice', 'reason']);
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <TextField label="Legal adviser" hint="The adviser's name and firm, as both sides will see it." maxLength={200} error={errors.adviserName?.message} {...register('adviserName')} />
      <TextAreaField label="Advice" maxLength={5000} error={errors.advice?.message} {...register('advice')} />
      <TextAreaField label="Reason" hint={REASON_HINT} maxLength={300} error={errors.reason?.message} {...register('reason')} />
      <Footer busy={isSubmitting} confirm="Record the advice" onClose={onClose} />
    </form>
  );
}

/** The outcomes an operator may complete with: back to work always; an end only once both sides accepted it. */
function outcomesOpen(item: SupportQueueItem): SupportOutcome[] {
  return SUPPORT_OUTCOMES.filter((o) => !outcomeNeedsBothSides(o) || (item.customerOutcome === o && item.businessOutcome === o));
}

function CompleteForm({ item, onClose }: FormProps) {
  const { complete } = useSupportActions();
  const open = outcomesOpen(item);
  const [outcome, setOutcome] = useState<SupportOutcome>(open.includes('RETURN') && open.length === 1 ? 'RETURN' : (open.find((o) => o !== 'RETURN') ?? 'RETURN'));
  const { register, handleSubmit, setError, formState } = useForm<{ reason: string }>({ resolver: zodResolver(operatorReasonBodySchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await complete.mutateAsync({ id: item.id, outcome, reason: reason.trim() });
      toast.success(`${SUPPORT_TYPE_LABELS[item.type]} completed. Both sides are told.`);
      onClose();
    } catch (error) {
      showErrorInDialog(error, setError, ['reason']);
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogError message={errors.root?.server?.message} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">What happens to the job</legend>
        <div className="mt-2 flex flex-col gap-1.5">
          {SUPPORT_OUTCOMES.map((o) => (
            <label key={o} className="flex items-start gap-3 rounded-lg border border-line px-3 py-2.5 text-sm has-checked:border-brand-400 has-checked:bg-brand-50 has-disabled:opacity-60">
              <input type="radio" name="outcome" value={o} checked={outcome === o} disabled={!open.includes(o)} onChange={() => setOutcome(o)} className="mt-1 accent-brand-500" />
              <span>
                <span className="block font-medium text-ink">{SUPPORT_OUTCOME_LABELS[o]}</span>
                <span className="block text-muted">
                  {o === 'RETURN'
                    ? `The job goes back to ${item.work.statusBefore ? `'${workStatusText(item.work.statusBefore)}'` : 'where it was'} and payments start again.`
                    : open.includes(o)
                      ? 'Both sides have accepted this.'
                      : 'Only when both sides accept it.'}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField label="Reason" hint={REASON_HINT} maxLength={300} error={errors.reason?.message} {...register('reason')} />
      <Footer busy={isSubmitting} confirm="Complete" onClose={onClose} />
    </form>
  );
}

const TITLES: Record<OperatorSupportAction, string> = {
  PRICE: 'Price this help',
  ASSIGN_ASSESSOR: 'Assign an assessor',
  RECORD_ADVICE: 'Record the legal advice',
  COMPLETE: 'Complete this help',
};

/** The operator's dialog for one move on a support proposal; every move carries a reason for the audit log. */
export function SupportActionDialog({ item, action, onClose }: { item: SupportQueueItem | null; action: OperatorSupportAction | null; onClose: () => void }) {
  if (!item || !action) return null;
  const Form = { PRICE: PriceForm, ASSIGN_ASSESSOR: AssignForm, RECORD_ADVICE: AdviceForm, COMPLETE: CompleteForm }[action];
  return (
    <DialogFrame open onClose={onClose} title={TITLES[action]} description={`${SUPPORT_TYPE_LABELS[item.type]} on “${item.work.title}”, asked by ${item.requestedBy.name}.`}>
      <Form item={item} onClose={onClose} />
    </DialogFrame>
  );
}
