import { useFormContext } from 'react-hook-form';
import type { BusinessRegisterBody } from '@tradeshub/sdk';
import { PageLoading } from '../../../../components/ui/spinner';
import { ErrorState } from '../../../../components/ui/states';
import { useBusinessRules } from '../api/get-business-rules';
import { RulesText } from '../../../../components/rules-text';

interface StepBusinessRulesProps {
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string;
  /** Opens an earlier step from the summary. */
  onEdit: (step: number) => void;
}

/** Step 4: a last look at the details, then the business rules to read and accept. */
export function StepBusinessRules({ accepted, onAcceptedChange, error, onEdit }: StepBusinessRulesProps) {
  const rules = useBusinessRules();
  const { getValues } = useFormContext<BusinessRegisterBody>();
  const values = getValues();
  const summary = [
    { step: 0, label: 'Business', value: `${values.name} · ${(values.workCategories ?? []).map((c) => c.title).join(', ')}` },
    { step: 1, label: 'Contact', value: `${values.email} · ${values.businessPhoneNumber}` },
    { step: 2, label: 'Location', value: `${values.location?.locality ?? ''} ${values.location?.postcode ?? ''} · travels ${values.radius} miles` },
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="divide-y divide-line rounded-xl border border-line bg-surface text-sm">
        {summary.map((row) => (
          <div key={row.label} className="flex items-start gap-3 px-4 py-3">
            <dt className="w-20 shrink-0 font-medium text-muted">{row.label}</dt>
            <dd className="min-w-0 flex-1 text-ink wrap-anywhere">{row.value}</dd>
            <button type="button" className="shrink-0 text-sm font-semibold text-brand-700 hover:underline" onClick={() => onEdit(row.step)}>
              Edit<span className="sr-only"> {row.label.toLowerCase()}</span>
            </button>
          </div>
        ))}
      </dl>

      {rules.isPending ? (
        <PageLoading label="Loading the business rules…" />
      ) : rules.isError ? (
        <ErrorState title="We could not load the business rules" error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <section
          aria-label="Business rules"
          tabIndex={0}
          className="max-h-[28rem] overflow-y-auto rounded-xl border border-line bg-white px-5 py-4 shadow-inner"
        >
          <RulesText markdown={rules.data.body} />
        </section>
      )}

      <div>
        <label className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${error ? 'border-danger bg-red-50' : 'border-line bg-white'}`}>
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand-600"
            checked={accepted}
            disabled={!rules.isSuccess}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'rules-error' : undefined}
            onChange={(event) => onAcceptedChange(event.target.checked)}
          />
          <span className="text-sm text-ink">
            I have read the Business Rules and agree that my business will follow them, along with the Community Rules and
            Tradeshub’s terms.
          </span>
        </label>
        {error && (
          <p id="rules-error" role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
