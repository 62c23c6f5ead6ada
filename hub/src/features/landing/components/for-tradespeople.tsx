import { Link } from 'react-router';
import { CARD_FEE_FIXED_PENCE, CARD_FEE_PERCENT, DEFAULT_COMMISSION_RATE } from '@tradeshub/sdk';
import { paths } from '../../../config/paths';
import { usePlatformConfig } from '../../../entities/platform-config';
import { commissionLabel } from '../commission';
import type { Cta } from '../hooks/use-landing-ctas';
import { Icon, type IconName } from './icons';
import { QuotePreview } from './quote-preview';

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'users',
    title: 'Collect recommendations and reviews',
    text: 'Invite past customers by email or text. Every recommendation and review builds a profile people near you can see.',
  },
  {
    icon: 'quote',
    title: 'Send quotes customers understand',
    text: 'Line items with VAT, a total and a payment schedule, accepted online and kept as a contract you can both see.',
  },
  {
    icon: 'card',
    title: 'Get paid by card',
    text: 'Request each stage when it is done. Customers pay by card, straight to your connected account.',
  },
];

export function ForTradespeople({ business }: { business: Cta }) {
  const config = usePlatformConfig();
  return (
    <section aria-labelledby="trades-title" className="relative overflow-hidden bg-brand-800 text-white">
      <div aria-hidden className="absolute -top-24 right-0 h-96 w-96 rounded-full bg-brand-400/25 blur-3xl" />
      <div aria-hidden className="absolute -bottom-32 -left-20 h-96 w-96 rounded-full bg-brand-500/30 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">For tradespeople</p>
          <h2 id="trades-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Win work through the people who already rate you
          </h2>
          <ul className="mt-8 flex flex-col gap-6">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
                  <Icon name={benefit.icon} />
                </span>
                <span>
                  <span className="block font-semibold">{benefit.title}</span>
                  <span className="mt-1 block text-sm text-brand-50/85">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
            <p className="text-sm text-brand-50/90">Free to join and list your business. When a customer pays you through Tradeshub:</p>
            {/* The standard rate until the platform's is read: the prerendered `/` was drawn without
                a server and shows it, and the visitor's first render must draw what it drew (decision 0079). */}
            <p className="mt-1 text-3xl font-extrabold" aria-live="polite">
              {commissionLabel(config.data?.commissionRate ?? DEFAULT_COMMISSION_RATE)}
              <span className="ml-2 text-base font-medium text-brand-50/80">commission</span>
            </p>
            {config.data?.cardFeesEnabled && (
              <p className="mt-1 text-sm text-brand-50/90">
                Card processing of {CARD_FEE_PERCENT}% + {CARD_FEE_FIXED_PENCE}p is passed on too.
              </p>
            )}
          </div>
          <Link
            to={business.to}
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-brand-800 shadow-lg transition hover:bg-brand-50"
          >
            {business.label}
          </Link>
          <Link to={paths.trade()} className="mt-4 block text-sm font-semibold text-accent-200 underline-offset-2 hover:underline">
            How it works for tradespeople, with a fee calculator
          </Link>
        </div>
        <QuotePreview />
      </div>
    </section>
  );
}
