import { formatPounds, lineTotalPence, sortByPriority, type LineItem } from '@tradeshub/sdk';

/** The quote's lines in their order: what, price excluding VAT, the VAT rate and the line's total. */
export function WorkLines({ lines }: { lines: readonly LineItem[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Quote lines</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Item
          </th>
          <th scope="col" className="hidden py-2 pr-2 text-right font-semibold sm:table-cell">
            Price
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            VAT
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {sortByPriority(lines).map((line) => (
          <tr key={line.id} className="border-b border-line/70 align-top last:border-0">
            <td className="py-2.5 pr-2 break-words text-ink">
              {line.description}
              <span className="block text-xs text-muted sm:hidden">{formatPounds(line.price)} excl. VAT</span>
            </td>
            <td className="hidden py-2.5 pr-2 text-right text-ink tabular-nums sm:table-cell">{formatPounds(line.price)}</td>
            <td className="py-2.5 pr-2 text-right text-muted tabular-nums">{line.vat}%</td>
            <td className="py-2.5 text-right font-medium text-ink tabular-nums">{formatPounds(lineTotalPence(line))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
