import { Icon, type IconName } from './icons';

const POINTS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Reviews from real customers',
    text: 'Each job is rated on six measures: overall, price, punctuality, cleanliness, quality and friendliness.',
  },
  {
    icon: 'scales',
    title: 'Disputes are open',
    text: 'A business cannot quietly delete a bad review. A moderator looks at both sides, and if a review is hidden the reason is shown.',
  },
  {
    icon: 'shield',
    title: 'Identity-checked payments',
    text: 'Before a business can take payments, the person running it verifies their identity with our regulated payment provider.',
  },
  {
    icon: 'clipboard',
    title: 'Everything agreed in writing',
    text: 'Quotes, contracts and payment schedules are kept on Tradeshub, so nobody is left wondering what was agreed.',
  },
];

export function TrustPoints() {
  return (
    <section aria-labelledby="trust-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Why people trust Tradeshub</p>
          <h2 id="trust-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Honest by design
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map((point) => (
            <li key={point.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-50 text-accent-600">
                <Icon name={point.icon} />
              </span>
              <h3 className="mt-4 font-bold text-ink">{point.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
