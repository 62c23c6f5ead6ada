const PERCENT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/**
 * The platform commission as tradespeople read it; VAT is charged on top of it.
 * @example commissionLabel(4) // '4% + VAT'
 */
export function commissionLabel(commissionRate: number): string {
  return `${PERCENT.format(commissionRate)}% + VAT`;
}
