import { Icon } from './icons';

const LINES = [
  ['Strip out old kitchen', '£450.00'],
  ['Fit units and worktops', '£2,150.00'],
  ['Plumbing and appliances', '£780.00'],
] as const;

/** An example quote, to show what customers receive; decorative. */
export function QuotePreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm">
      <div className="absolute inset-0 translate-x-4 translate-y-4 rotate-2 rounded-2xl bg-white/20" />
      <div className="relative rounded-2xl bg-white p-6 text-ink shadow-2xl">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">Quote</p>
            <p className="font-bold">Kitchen refit, Harehills</p>
          </div>
          <span className="rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-700">Quote Accepted</span>
        </div>
        <ul className="mt-5 divide-y divide-line text-sm">
          {LINES.map(([item, price]) => (
            <li key={item} className="flex justify-between py-2.5">
              <span className="text-muted">{item}</span>
              <span className="font-medium tabular-nums">{price}</span>
            </li>
          ))}
          <li className="flex justify-between py-2.5">
            <span className="text-muted">VAT 20%</span>
            <span className="font-medium tabular-nums">£676.00</span>
          </li>
        </ul>
        <div className="mt-2 flex justify-between border-t-2 border-ink/80 pt-3 font-bold">
          <span>Total</span>
          <span className="tabular-nums">£4,056.00</span>
        </div>
        <div className="mt-5 flex flex-col gap-2 text-sm">
          <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-brand-800">
            <Icon name="check" className="h-4 w-4" /> Stage 1 paid by card
          </p>
          <p className="flex items-center gap-2 rounded-lg bg-accent-50 px-3 py-2 text-accent-700">
            <Icon name="card" className="h-4 w-4" /> Stage 2 requested, due 14 Aug 2026
          </p>
        </div>
      </div>
    </div>
  );
}
