import { useForm, type RegisterOptions } from 'react-hook-form';
import { formatPounds, operatorReasonField, type PlatformConfig } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogError, showErrorInDialog } from '../../../components/ui/dialog-error';
import { TextField } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { usePlatformConfig } from '../../../entities/platform-config';
import { toast } from '../../../lib/toasts';
import { useUpdateConfig } from '../api/update-config';
import { ConsoleLayout } from '../components/console-layout';

// The form speaks pounds; the API speaks pence (ARCHITECTURE.md §3).
interface ConfigForm {
  commissionRate: number;
  cardFeesEnabled: boolean;
  recommendationRewardPounds: number;
  referralRewardPounds: number;
  reason: string;
}

type RewardField = 'recommendationRewardPounds' | 'referralRewardPounds';

const pounds = <K extends RewardField>(name: string): RegisterOptions<ConfigForm, K> => ({
  valueAsNumber: true,
  validate: (value: number) => {
    const v = value;
    if (!Number.isFinite(v)) return `Enter ${name} in pounds`;
    if (v < 0) return `${name} cannot be negative`;
    if (v > 1000) return `${name} must be £1,000 or less`;
    return Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 || 'Use at most two decimals';
  },
});

const commission: RegisterOptions<ConfigForm, 'commissionRate'> = {
  valueAsNumber: true,
  validate: (value) => {
    const v = value;
    if (!Number.isFinite(v)) return 'Enter the commission as a percentage';
    return (v >= 0 && v <= 100) || 'The commission must be between 0% and 100%';
  },
};

const reasonRule: RegisterOptions<ConfigForm, 'reason'> = {
  validate: (value) => {
    const checked = operatorReasonField.safeParse(value);
    return checked.success || (checked.error.issues[0]?.message ?? 'Enter a reason');
  },
};

/** /admin/config: the commission, card fees and the reward amounts, which the hub and server read. */
export default function ConfigPage() {
  const config = usePlatformConfig();
  return (
    <ConsoleLayout title="Config" intro="Changes apply to new quotes, payments and rewards straight away. Each change is kept in the audit log with your reason.">
      {config.isPending ? (
        <PageLoading label="Loading the config…" />
      ) : config.isError ? (
        <ErrorState title="We could not load the config" error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <ConfigEditor key={JSON.stringify(config.data)} config={config.data} />
      )}
    </ConsoleLayout>
  );
}

function ConfigEditor({ config }: { config: PlatformConfig }) {
  const update = useUpdateConfig();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ConfigForm>({
    defaultValues: {
      commissionRate: config.commissionRate,
      cardFeesEnabled: config.cardFeesEnabled,
      recommendationRewardPounds: config.recommendationRewardPence / 100,
      referralRewardPounds: config.referralRewardPence / 100,
      reason: '',
    },
  });
  const onSubmit = handleSubmit(async (form) => {
    try {
      const saved = await update.mutateAsync({
        commissionRate: form.commissionRate,
        cardFeesEnabled: form.cardFeesEnabled,
        recommendationRewardPence: Math.round(form.recommendationRewardPounds * 100),
        referralRewardPence: Math.round(form.referralRewardPounds * 100),
        reason: form.reason.trim(),
      });
      toast.success(`Saved: commission ${saved.commissionRate}%, rewards ${formatPounds(saved.recommendationRewardPence)} and ${formatPounds(saved.referralRewardPence)}.`);
    } catch (error) {
      showErrorInDialog(error, setError, ['commissionRate', 'cardFeesEnabled', 'reason']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <DialogError message={errors.root?.server?.message} />
      <TextField
        label="Commission rate (%)"
        type="number"
        inputMode="decimal"
        step="0.1"
        hint="Charged on each quote total, plus 20% VAT on the commission. The default is 4%."
        error={errors.commissionRate?.message}
        {...register('commissionRate', commission)}
      />
      <label className="flex items-start gap-3 text-sm text-ink">
        <input type="checkbox" className="mt-0.5 h-5 w-5 accent-brand-600" {...register('cardFeesEnabled')} />
        <span>
          <span className="font-medium">Pass card fees on</span>
          <span className="block text-xs text-muted">1.5% + 20p on each card payment. Off by default.</span>
        </span>
      </label>
      <TextField
        label="Reward for recommending (£)"
        type="number"
        inputMode="decimal"
        step="0.01"
        hint="Earned when a business accepts someone's recommendation. The default is £5."
        error={errors.recommendationRewardPounds?.message}
        {...register('recommendationRewardPounds', pounds<'recommendationRewardPounds'>('The recommending reward'))}
      />
      <TextField
        label="Reward for referring (£)"
        type="number"
        inputMode="decimal"
        step="0.01"
        hint="Earned when a business that joined through someone's link is first paid. The default is £25."
        error={errors.referralRewardPounds?.message}
        {...register('referralRewardPounds', pounds<'referralRewardPounds'>('The referring reward'))}
      />
      <TextField label="Reason for the change" hint="Kept in the audit log with your name and the time." error={errors.reason?.message} maxLength={300} {...register('reason', reasonRule)} />
      <Button type="submit" className="self-start" busy={isSubmitting} disabled={!isDirty}>
        Save config
      </Button>
    </form>
  );
}
