import { formatPounds, type Earnings } from '@tradeshub/sdk';

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const yearName = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

function Row({ label, pence, minus = false, strong = false }: { label: string; pence: number; minus?: boolean; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-base font-bold text-ink' : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{minus && pence > 0 ? `−${formatPounds(pence)}` : formatPounds(pence)}</dd>
    </div>
  );
}

/** One period's earnings: what customers paid, the fees taken, and what is left. */
function EarningsCard({ title, period, earnings }: { title: string; period: string; earnings: Earnings }) {
  const id = `earnings-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-semibold text-ink">
          {title}
        </h2>
        <p className="text-xs text-muted">
          {period} · {earnings.paymentCount} {earnings.paymentCount === 1 ? 'payment' : 'payments'}
        </p>
      </div>
      <p className="text-3xl font-bold text-ink tabular-nums">
        {formatPounds(earnings.netPence)} <span className="text-sm font-medium text-muted">net</span>
      </p>
      <dl aria-label={`${title}: gross, fees and net`} className="flex flex-col gap-1.5">
        <Row label="Gross (paid by customers)" pence={earnings.grossPence} />
        <Row label="Platform fee (incl. VAT)" pence={earnings.platformFeePence} minus />
        <Row label="Card processing fees" pence={earnings.cardFeePence} minus />
        <Row label="Fees in all" pence={earnings.feesPence} minus />
        <Row label="Net" pence={earnings.netPence} strong />
      </dl>
    </section>
  );
}

/** Earned this month and this year (calendar), side by side on wider screens. */
export function EarningsSummary({ thisMonth, thisYear }: { thisMonth: Earnings; thisYear: Earnings }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <EarningsCard title="This month" period={monthName.format(new Date(thisMonth.from))} earnings={thisMonth} />
      <EarningsCard title="This year" period={yearName.format(new Date(thisYear.from))} earnings={thisYear} />
    </div>
  );
}
