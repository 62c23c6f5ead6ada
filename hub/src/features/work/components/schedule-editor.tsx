import { useId, useState } from 'react';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_EQUAL_STAGES, formatPounds, SCHEDULE_PRESET_LABELS, SCHEDULE_PRESETS, scheduleShortfallPence } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { dayAfter, draftPaymentsPence, fitLastPayment, presetPayments, type DraftErrors, type DraftPayment } from '../quote-draft';

const control = 'rounded-lg border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-200';
const input = `w-full ${control}`;
const border = (error?: string) => (error ? 'border-danger' : 'border-line');

let paymentKeys = 0;

function PaymentRow({ payment, index, errors, onChange, onRemove }: { payment: DraftPayment; index: number; errors: DraftErrors; onChange: (p: DraftPayment) => void; onRemove: () => void }) {
  const id = useId();
  const err = (field: string) => errors[`${payment.key}.${field}`];
  const field = (name: 'description' | 'amount' | 'dueDate', label: string, props: Record<string, string>) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={payment[name]}
        aria-invalid={err(name) ? true : undefined}
        onChange={(e) => onChange({ ...payment, [name]: e.target.value })}
        className={`${input} ${border(err(name))}`}
        {...props}
      />
      {err(name) && (
        <p role="alert" className="text-xs text-danger">
          {err(name)}
        </p>
      )}
    </div>
  );
  return (
    <li aria-label={`Payment ${index + 1}`} className="grid grid-cols-2 items-start gap-2 rounded-xl border border-line bg-white p-3 sm:grid-cols-[1fr_8rem_10rem_auto]">
      <div className="col-span-2 sm:col-span-1">{field('description', `Payment ${index + 1}: what for`, { maxLength: '300' })}</div>
      {field('amount', 'Amount (£)', { inputMode: 'decimal', placeholder: '0.00' })}
      {field('dueDate', 'Due', { type: 'date' })}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove payment ${index + 1}`}
        className="col-span-2 justify-self-end rounded-lg px-2 py-2 text-sm font-semibold text-danger hover:bg-red-50 sm:col-span-1 sm:mt-5"
      >
        Remove
      </button>
    </li>
  );
}

export interface ScheduleEditorProps {
  readonly payments: readonly DraftPayment[];
  /** What the payments must add up to: the quote total, or the unpaid part for a change set. */
  readonly targetPence: number;
  readonly errors: DraftErrors;
  readonly onChange: (payments: DraftPayment[]) => void;
}

/**
 * The payments a customer will make: presets that split the target exactly (the sdk's
 * arithmetic), payments to edit one by one, and a running check that they add up, with a
 * one-tap fix when they do not.
 */
export function ScheduleEditor({ payments, targetPence, errors, onChange }: ScheduleEditorProps) {
  const [depositPercent, setDepositPercent] = useState(String(DEFAULT_DEPOSIT_PERCENT));
  const [stages, setStages] = useState(String(DEFAULT_EQUAL_STAGES));
  const shortfall = scheduleShortfallPence(targetPence, draftPaymentsPence(payments));
  const deposit = Math.min(100, Math.max(0, Number(depositPercent) || 0));
  const stageCount = Math.min(24, Math.max(1, Math.trunc(Number(stages)) || 1));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 rounded-xl bg-surface p-3">
        <p className="text-sm font-medium text-ink">Start from a preset</p>
        <div className="flex flex-wrap items-end gap-2">
          {SCHEDULE_PRESETS.map((preset) => (
            <Button
              key={preset}
              variant="secondary"
              disabled={targetPence === 0}
              onClick={() => onChange(presetPayments(preset, targetPence, new Date(), { depositPercent: deposit, stages: stageCount }))}
            >
              {SCHEDULE_PRESET_LABELS[preset]}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2 text-muted">
            Deposit
            <input value={depositPercent} inputMode="decimal" onChange={(e) => setDepositPercent(e.target.value)} className={`${control} border-line w-16`} />%
          </label>
          <label className="flex items-center gap-2 text-muted">
            Stages
            <input value={stages} inputMode="numeric" onChange={(e) => setStages(e.target.value)} className={`${control} border-line w-16`} />
          </label>
        </div>
      </div>
      {payments.length > 0 && (
        <ol aria-label="Payments" className="flex flex-col gap-2">
          {payments.map((payment, index) => (
            <PaymentRow
              key={payment.key}
              payment={payment}
              index={index}
              errors={errors}
              onChange={(changed) => onChange(payments.map((p) => (p.key === payment.key ? changed : p)))}
              onRemove={() => onChange(payments.filter((p) => p.key !== payment.key))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          onClick={() => onChange([...payments, { key: `p${++paymentKeys}`, description: '', amount: '', dueDate: dayAfter(new Date(), 7 * (payments.length + 1)) }])}
        >
          Add a payment
        </Button>
        <p role="status" className={`text-sm font-medium ${shortfall === 0 ? 'text-brand-700' : 'text-warning'}`}>
          {payments.length === 0
            ? `${formatPounds(targetPence)} to schedule`
            : shortfall === 0
              ? `Adds up to ${formatPounds(targetPence)}`
              : shortfall > 0
                ? `${formatPounds(shortfall)} still to schedule`
                : `${formatPounds(-shortfall)} more than ${formatPounds(targetPence)}`}
        </p>
      </div>
      {shortfall !== 0 && payments.length > 0 && (
        <Button variant="secondary" className="self-end" onClick={() => onChange(fitLastPayment(payments, shortfall))}>
          Put the difference on the last payment
        </Button>
      )}
      {errors.payments && (
        <p role="alert" className="text-sm text-danger">
          {errors.payments}
        </p>
      )}
    </div>
  );
}
