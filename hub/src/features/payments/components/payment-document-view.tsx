import { formatDueDate, formatPounds, type PaymentDocument } from '@tradeshub/sdk';

function Party({ label, party }: { label: string; party: PaymentDocument['from'] }) {
  return (
    <div className="min-w-0">
      <h2 className="text-xs font-bold tracking-widest text-muted uppercase">{label}</h2>
      <p className="mt-1 font-semibold break-words">{party.name}</p>
      {party.address && <p className="text-sm break-words whitespace-pre-line text-muted">{party.address}</p>}
      {party.vatNo && <p className="text-sm text-muted">VAT no. {party.vatNo}</p>}
    </div>
  );
}

const TITLES = { RECEIPT: 'VAT receipt', FEE_INVOICE: 'Fee invoice' } as const;

/** A receipt or fee invoice as a document to read or print: who, what, VAT per line and the totals. */
export function PaymentDocumentView({ document: doc }: { document: PaymentDocument }) {
  const total = (label: string, pence: number, strong = false) => (
    <div className={`flex justify-between gap-6 ${strong ? 'border-t border-ink pt-1 text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{pence < 0 ? `−${formatPounds(-pence)}` : formatPounds(pence)}</dd>
    </div>
  );
  // Rewards paid part of a receipt's total (Tradeshub gave up that much of its fee); the card the rest.
  const credit = doc.kind === 'RECEIPT' ? doc.rewardCreditPence : 0;
  return (
    <article
      aria-labelledby="document-title"
      className="print-document mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-2xl border border-line bg-white p-5 text-ink shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">{TITLES[doc.kind]}</p>
          <h1 id="document-title" className="text-2xl font-bold">
            {doc.number}
          </h1>
          <p className="text-sm text-muted">{doc.workTitle}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted">Date</dt>
          <dd>{formatDueDate(doc.issuedAt)}</dd>
          {doc.paidWith && (
            <>
              <dt className="text-muted">Paid with</dt>
              <dd>{doc.paidWith}</dd>
            </>
          )}
        </dl>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party label="From" party={doc.from} />
        <Party label={doc.kind === 'RECEIPT' ? 'Received from' : 'To'} party={doc.to} />
      </div>
      <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="border-b border-ink text-left">
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                Description
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
                Net
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
                VAT
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, i) => (
              <tr key={i} className="border-b border-line last:border-0">
                <td className="py-1.5 pr-2">{line.description}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatPounds(line.netPence)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {formatPounds(line.vatPence)} <span className="text-muted">({line.vatRatePercent} %)</span>
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatPounds(line.totalPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl aria-label="Totals" className="ml-auto flex w-full max-w-xs flex-col gap-1 text-sm">
        {total('Net', doc.netPence)}
        {total('VAT', doc.vatPence)}
        {total(doc.kind === 'RECEIPT' ? 'Total paid' : 'Total', doc.totalPence, true)}
        {credit > 0 && (
          <>
            {total('Tradeshub rewards credit', -credit)}
            {total(doc.paidWith ? `Paid with ${doc.paidWith}` : 'Paid by card', doc.totalPence - credit)}
          </>
        )}
      </dl>
      <footer className="border-t border-line pt-3 text-xs text-muted">
        {doc.kind === 'RECEIPT'
          ? `Paid ${credit > 0 ? 'by card and Tradeshub rewards' : 'by card'} through Tradeshub for ${doc.workTitle}. ${credit > 0 ? `The rewards credit came off Tradeshub's own fee; the VAT shown is due on the full total. ` : ''}Amounts in pounds sterling.`
          : 'Tradeshub commission and VAT on it (and any card processing fee), taken from the payment before it was paid out. Amounts in pounds sterling.'}
      </footer>
    </article>
  );
}
