import { feeBreakdown, formatPounds, quoteValueBand, type ViewerRole, type WorkFees } from '@tradeshub/sdk';
import { usePlatformConfig } from '../../../entities/platform-config';
import { useSession } from '../../../lib/session';

export interface MoneySummaryProps {
  readonly subtotalPence: number;
  readonly vatPence: number;
  readonly totalPence: number;
  readonly role: ViewerRole;
  /** The server's fees for a saved work; computed from the platform's settings while a quote is built. */
  readonly fees?: WorkFees | null;
}

function Row({ label, pence, strong = false, negative = false }: { label: string; pence: number; strong?: boolean; negative?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-base font-bold text-ink' : 'text-sm text-ink'}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{negative && pence > 0 ? `−${formatPounds(pence)}` : formatPounds(pence)}</dd>
    </div>
  );
}

/**
 * Subtotal, VAT and total with the value band; the tradesperson also sees what the platform
 * and card processing take and what they will receive (spec section 9, sdk money rules).
 */
export function MoneySummary({ subtotalPence, vatPence, totalPence, role, fees: saved }: MoneySummaryProps) {
  const { commissionRate } = useSession();
  const config = usePlatformConfig();
  const cardFeesOn = saved ? saved.cardFeePence > 0 : Boolean(config.data?.cardFeesEnabled);
  const fees = saved ?? feeBreakdown({ totalPence, commissionRate: config.data?.commissionRate ?? commissionRate, cardFeeEnabled: config.data?.cardFeesEnabled });
  return (
    <dl aria-label="Quote totals" className="flex flex-col gap-1.5">
      <Row label="Subtotal (excl. VAT)" pence={subtotalPence} />
      <Row label="VAT" pence={vatPence} />
      <Row label="Total" pence={totalPence} strong />
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <dt className="text-muted">Value band</dt>
        <dd className="font-medium text-ink">{quoteValueBand(totalPence).label}</dd>
      </div>
      {role === 'TRADEPERSON' && (
        <div className="mt-2 flex flex-col gap-1.5 border-t border-line pt-2">
          <Row label="Platform fee (incl. VAT)" pence={fees.platformFeePence} negative />
          {cardFeesOn ? (
            <Row label="Card processing fee" pence={fees.cardFeePence} negative />
          ) : (
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <dt className="text-muted">Card processing fee</dt>
              <dd className="text-muted">None</dd>
            </div>
          )}
          <Row label="You receive" pence={fees.netPence} strong />
        </div>
      )}
    </dl>
  );
}
