import { Link } from 'react-router';
import { CARD_FEE_FIXED_PENCE, CARD_FEE_PERCENT, DEFAULT_CARD_FEES_ENABLED, DEFAULT_COMMISSION_RATE, formatPounds, platformFeePence } from '@tradeshub/sdk';
import { usePlatformConfig } from '../../entities/platform-config';
import { usePageHeader } from '../../lib/page-header';
import { commissionLabel } from './commission';
import { FeeCalculator } from './components/fee-calculator';
import { TradeStories } from './components/trade-stories';
import { useLandingCtas } from './hooks/use-landing-ctas';

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Register your business', text: 'Free, in a few minutes: your trades, where you work and how far you travel.' },
  { title: 'Collect recommendations and reviews', text: 'Invite past customers by email or text. Each one builds the profile people near you search.' },
  { title: 'Quote and agree online', text: 'Line items with VAT and a payment schedule, accepted in messages and kept as a contract you both see.' },
  { title: 'Get paid by card', text: 'Ask for each stage when it is done; your customer pays by card into your connected account.' },
];

/** /trade: for tradespeople deciding whether to join: how it works, the fees with the platform's real numbers, a calculator, stories and a way in. */
export default function TradePage() {
  usePageHeader('Tradeshub for tradespeople');
  const { business } = useLandingCtas();
  const config = usePlatformConfig();
  // Spec section 8: with no config the commission is 4 %; card fees stay off unless an operator turns them on.
  const settings = config.data ?? { commissionRate: DEFAULT_COMMISSION_RATE, cardFeesEnabled: DEFAULT_CARD_FEES_ENABLED };
  const joinLink = (
    <Link to={business.to} className="inline-flex min-h-12 items-center justify-center rounded-xl bg-accent-600 px-6 py-3 font-semibold text-white shadow-lg hover:bg-accent-700">
      {business.label}
    </Link>
  );

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="trade-title" className="rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">For tradespeople</p>
        <h1 id="trade-title" className="mt-2 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          Win work through the people who already rate you
        </h1>
        <p className="mt-4 max-w-2xl text-brand-50/90">
          Customers on Tradeshub choose who their neighbours recommend. Join free, collect recommendations and reviews, and quote and
          get paid in one place. You pay only when a customer pays you through Tradeshub.
        </p>
        <div className="mt-8">{joinLink}</div>
      </section>

      <section aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-2xl font-bold text-ink">
          How it works for you
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
              <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="fees-title" className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="fees-title" className="text-2xl font-bold text-ink">
            Fees
          </h2>
          {config.isPending ? (
            <div role="status" aria-label="Loading the fees" className="mt-4 h-40 animate-pulse rounded-2xl bg-line/60" />
          ) : (
            <ul className="mt-4 flex flex-col gap-3 text-ink">
              <li className="rounded-2xl border border-line bg-white p-4">
                <span className="font-semibold">Joining, your profile, recommendations, reviews and messages:</span> free.
              </li>
              <li className="rounded-2xl border border-line bg-white p-4">
                <span className="font-semibold">When a customer pays you through Tradeshub:</span> {commissionLabel(settings.commissionRate)}{' '}
                commission on the quote total, VAT included. That is {formatPounds(platformFeePence(10_000, settings.commissionRate))} on every
                £100.00 your customer pays, with a fee invoice for your books.
              </li>
              <li className="rounded-2xl border border-line bg-white p-4">
                <span className="font-semibold">Card processing:</span>{' '}
                {settings.cardFeesEnabled
                  ? `${CARD_FEE_PERCENT}% + ${CARD_FEE_FIXED_PENCE}p of each card payment is passed on to you.`
                  : 'not charged to you at the moment.'}
              </li>
              {config.isError && (
                <li className="text-sm text-muted">We could not load today&apos;s settings, so these are the standard fees.</li>
              )}
            </ul>
          )}
        </div>
        <div>
          <h2 className="text-2xl font-bold text-ink">What you would receive</h2>
          <div className="mt-4">{config.isPending ? <div aria-hidden className="h-72 animate-pulse rounded-2xl bg-line/60" /> : <FeeCalculator config={settings} />}</div>
        </div>
      </section>

      <section aria-labelledby="stories-title">
        <h2 id="stories-title" className="text-2xl font-bold text-ink">
          Tradespeople already on Tradeshub
        </h2>
        <p className="mt-1 text-muted">The most recommended businesses, in their own words.</p>
        <div className="mt-5">
          <TradeStories />
        </div>
      </section>

      <section aria-labelledby="join-title" className="rounded-3xl bg-gradient-to-br from-brand-50 to-accent-50 px-6 py-10 text-center">
        <h2 id="join-title" className="text-2xl font-bold text-ink">
          Ready when you are
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">It takes a few minutes, and it costs nothing until a customer pays you.</p>
        <div className="mt-6">{joinLink}</div>
      </section>
    </div>
  );
}
