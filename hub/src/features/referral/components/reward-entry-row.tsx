import { formatPounds, relativeDayLabel, type RewardEntry, type RewardEntryState } from '@tradeshub/sdk';

const STATE_LABELS: Record<RewardEntryState, { label: string; className: string }> = {
  AVAILABLE: { label: 'Earned', className: 'bg-brand-50 text-brand-800' },
  PAUSED: { label: 'Paused', className: 'bg-amber-50 text-amber-800' },
  SPENT: { label: 'Spent', className: 'bg-slate-100 text-muted' },
};

/** One ledger entry: why it is there, when, how much, and while paused what releases it. */
export function RewardEntryRow({ entry, now }: { entry: RewardEntry; now: Date }) {
  // A credit given back from an unpaid checkout is spendable again, but was not earned.
  const state = entry.kind === 'RETURNED' ? { label: 'Given back', className: 'bg-brand-50 text-brand-800' } : STATE_LABELS[entry.state];
  const amount = entry.amountPence > 0 ? `+${formatPounds(entry.amountPence)}` : formatPounds(entry.amountPence);
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-sm font-medium text-ink">{entry.reason}</p>
        <p className="shrink-0 text-base font-semibold tabular-nums text-ink">{amount}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className={`rounded-full px-2 py-0.5 font-semibold ${state.className}`}>{state.label}</span>
        <time dateTime={entry.createdAt}>{relativeDayLabel(entry.createdAt, now)}</time>
      </div>
      {entry.pausedReason && <p className="text-xs text-amber-800">{entry.pausedReason}</p>}
    </li>
  );
}
