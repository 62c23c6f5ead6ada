/**
 * The platform commission as tradespeople read it; VAT is charged on top of it. At most two
 * decimals, as en-GB's Intl.NumberFormat would print a rate under 1,000 (no grouping), without
 * building a formatter: the first Intl object a page builds costs tens of milliseconds on a phone.
 * @example commissionLabel(4) // '4% + VAT'
 */
export function commissionLabel(commissionRate: number): string {
  return `${Math.round(commissionRate * 100) / 100}% + VAT`;
}
