import { Link } from 'react-router';
import type { Cta } from '../hooks/use-landing-ctas';
import { HeroIllustration } from './hero-illustration';
import { HeroSearch } from './hero-search';
import { Icon } from './icons';

const REASSURANCES = ['Free for homeowners', 'Reviews from real customers', 'Pay in stages by card'];

export function Hero({ firstName, business }: { firstName: string | null; business: Cta }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-accent-50">
      <div aria-hidden className="absolute -top-32 -right-32 h-96 w-96 rounded-full bg-accent-100/60 blur-3xl" />
      <div className="relative z-10 mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-16 md:grid-cols-[7fr_5fr] md:pt-16 md:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
            <span className="h-2 w-2 rounded-full bg-brand-400" />
            {firstName ? `Welcome back, ${firstName}` : 'Recommended by people near you'}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Find a tradesperson{' '}
            <span className="text-brand-600">
              your neighbours{' '}
              <span className="underline decoration-accent-300 decoration-[0.12em] underline-offset-[0.12em] [text-decoration-skip-ink:none]">trust</span>
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            See the plumbers, builders and decorators people near you have hired, recommended and reviewed. Get clear quotes, agree
            a payment schedule and pay in stages by card.
          </p>
          <div className="mt-8">
            <HeroSearch />
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
            {REASSURANCES.map((text) => (
              <li key={text} className="flex items-center gap-1.5">
                <Icon name="check" className="h-4 w-4 text-brand-500" />
                {text}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">
            {business.prompt && `${business.prompt} `}
            <Link to={business.to} className="font-semibold text-accent-600 hover:underline">
              {business.label} <span aria-hidden>→</span>
            </Link>
          </p>
        </div>
        <div className="hidden md:block">
          <HeroIllustration />
        </div>
      </div>
      {/* After the content, drawn beneath it: anchored to the section's foot, it would move as
          the section grows if the browser painted before the whole page had arrived (a layout
          shift of 0.16-0.29 on / in about one load in ten). */}
      <div aria-hidden className="absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-brand-100/70 blur-3xl" />
    </section>
  );
}
