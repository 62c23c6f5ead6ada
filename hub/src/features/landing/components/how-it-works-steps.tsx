import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Icon, type IconName } from './icons';

const STEPS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'search',
    title: 'Search near you',
    text: 'Pick a trade and your town. See who people nearby have hired, how they rated the work and who they recommend.',
  },
  {
    icon: 'quote',
    title: 'Compare clear quotes',
    text: 'Message tradespeople and get quotes that show every line item with its VAT, and a payment schedule you both agree.',
  },
  {
    icon: 'card',
    title: 'Pay in stages, then review',
    text: 'Pay by card as each stage is done. When the job is finished, your review helps the next person on your street.',
  },
];

export function HowItWorksSteps() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 md:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">For homeowners</p>
        <h2 id="how-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          From &ldquo;who do I call?&rdquo; to a job well done
        </h2>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-line bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-400 text-white shadow-md shadow-brand-500/20">
                <Icon name={step.icon} />
              </span>
              <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <Link to={paths.content('how-it-works')} className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        Read more about how it works <span aria-hidden>→</span>
      </Link>
    </section>
  );
}
