import { Link } from 'react-router';
import type { Cta } from '../hooks/use-landing-ctas';

export function ClosingCta({ join, business, signedIn }: { join: Cta; business: Cta; signedIn: boolean }) {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 pb-8">
      <div className="relative overflow-hidden rounded-3xl bg-brand-600 px-6 py-12 text-center text-white sm:px-12">
        <div aria-hidden className="absolute -top-20 -left-10 h-56 w-56 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -right-16 -bottom-28 h-64 w-64 rounded-full bg-accent-500/80" />
        <h2 id="closing-title" className="relative text-3xl font-bold tracking-tight">
          {signedIn ? 'Got a job coming up?' : 'Better work starts with a good recommendation'}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-brand-50">
          {signedIn
            ? 'See who people near you recommend, or put your own business in front of them.'
            : 'Join free in a minute. Homeowners find trusted help; tradespeople win work from the customers who rate them.'}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={join.to} className="inline-flex min-h-12 items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 shadow-lg hover:bg-brand-50">
            {join.label}
          </Link>
          <Link to={business.to} className="inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 font-semibold text-white ring-2 ring-white/70 hover:bg-white/10">
            {business.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
