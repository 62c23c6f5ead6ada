import { useId, useState } from 'react';
import { formatPounds } from '@tradeshub/sdk';
import { tradeCalculation, type FeeSettings } from '../trade-calculator-rules';

/** Type a quote total and see the platform fee, the card fee and what reaches the tradesperson. */
export function FeeCalculator({ config }: { config: FeeSettings }) {
  const [typed, setTyped] = useState('1,000');
  const inputId = useId();
  const hintId = useId();
  const result = tradeCalculation(typed, config);

  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <label htmlFor={inputId} className="block font-semibold text-ink">
        Quote total, VAT included
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-muted">
        What your customer pays for the job, in pounds.
      </p>
      <div className="mt-3 flex max-w-xs items-center rounded-xl border border-line bg-white focus-within:outline-2 focus-within:outline-brand-500">
        <span aria-hidden className="pl-3 text-lg font-semibold text-muted">
          £
        </span>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={result.kind === 'problem'}
          className="min-h-12 w-full rounded-xl bg-transparent px-2 text-lg font-semibold text-ink outline-none"
        />
      </div>
      <div aria-live="polite" className="mt-5">
        {result.kind === 'problem' ? (
          <p className="text-sm font-medium text-danger">{result.message}</p>
        ) : (
          <dl className="divide-y divide-line rounded-xl bg-surface text-sm">
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-ink">Your customer pays</dt>
              <dd className="font-semibold text-ink">{formatPounds(result.breakdown.totalPence)}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-ink">Platform fee ({config.commissionRate}% commission + VAT on it)</dt>
              <dd className="font-semibold text-ink">− {formatPounds(result.breakdown.platformFeePence)}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-ink">Card processing fee</dt>
              <dd className="font-semibold text-ink">{config.cardFeesEnabled ? `− ${formatPounds(result.breakdown.cardFeePence)}` : 'None'}</dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-3 text-base">
              <dt className="font-bold text-brand-800">You receive</dt>
              <dd className="font-extrabold text-brand-800">{formatPounds(result.breakdown.netPence)}</dd>
            </div>
          </dl>
        )}
      </div>
    </div>
  );
}
