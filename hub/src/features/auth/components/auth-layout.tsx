import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  /** One or two sentences under the title: what this form does for the visitor. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form, e.g. "New to Tradeshub? Join free". */
  footer?: ReactNode;
}

const PROMISES = [
  ['Recommended by neighbours', 'See who people near you have hired, and what they said afterwards.'],
  ['Clear quotes', 'Every line item with its price and VAT, and a payment schedule you both agree.'],
  ['Pay in stages', 'Pay by card as the work is done, never a big sum up front.'],
] as const;

/** The frame of every sign-in and sign-up form: the form on the right, why Tradeshub on the left (desktop only). */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid w-full max-w-4xl overflow-hidden rounded-3xl border border-line bg-white shadow-sm md:my-6 md:grid-cols-[5fr_6fr]">
      <aside className="relative hidden flex-col justify-between gap-8 overflow-hidden bg-brand-700 p-10 text-white md:flex">
        <div aria-hidden className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -right-16 -bottom-16 h-40 w-40 rounded-full bg-accent-500/60" />
        <div className="relative">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Tradeshub</p>
          <p className="mt-2 text-2xl leading-snug font-bold">Good tradespeople, found through people you trust.</p>
        </div>
        <ul className="relative flex flex-col gap-5">
          {PROMISES.map(([heading, text]) => (
            <li key={heading} className="flex gap-3">
              <span aria-hidden className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/20">
                <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
                  <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <span>
                <span className="block font-semibold">{heading}</span>
                <span className="block text-sm text-brand-50/90">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
      <div className="flex flex-col gap-6 px-5 py-8 sm:px-10 sm:py-10">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {intro && <div className="mt-2 text-sm text-muted">{intro}</div>}
        </div>
        {children}
        {footer && <div className="border-t border-line pt-5 text-sm text-muted">{footer}</div>}
      </div>
    </div>
  );
}
