import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageHeader } from '../../lib/page-header';

const HELPFUL = [
  ['How it works', paths.content('how-it-works')],
  ['Questions and answers', paths.content('faq')],
  ['The Tradeshub blog', paths.content('blog')],
] as const;

/** What a missing page says: friendly, and with the ways on that most people want. */
export function NotFoundContent() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-2xl flex-col items-center py-10 text-center">
      <svg aria-hidden viewBox="0 0 240 150" className="w-60 max-w-full">
        <ellipse cx="120" cy="138" rx="96" ry="8" fill="var(--color-brand-100)" />
        <path d="M52 74 120 22l68 52" fill="none" stroke="var(--color-brand-500)" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="66" y="68" width="108" height="66" rx="6" fill="white" stroke="var(--color-brand-500)" strokeWidth="6" />
        <rect x="104" y="94" width="32" height="40" rx="4" fill="var(--color-accent-100)" stroke="var(--color-accent-500)" strokeWidth="4" />
        <text x="120" y="124" textAnchor="middle" fontSize="26" fontWeight="700" fill="var(--color-accent-600)" fontFamily="system-ui, sans-serif">
          ?
        </text>
        <rect x="78" y="82" width="18" height="16" rx="3" fill="var(--color-brand-100)" />
        <rect x="144" y="82" width="18" height="16" rx="3" fill="var(--color-brand-100)" />
        <circle cx="196" cy="38" r="14" fill="none" stroke="var(--color-accent-400)" strokeWidth="5" />
        <path d="m206 48 14 14" stroke="var(--color-accent-400)" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <p className="mt-6 text-sm font-semibold tracking-wide text-accent-600 uppercase">Error 404</p>
      <h1 id="not-found-title" className="mt-1 text-3xl font-bold tracking-tight text-ink">We could not find that page</h1>
      <p className="mt-3 text-muted">
        The link may be old, or the page may have moved. The good news: the tradespeople your neighbours recommend are still
        right where you left them.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.find()} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-500 px-5 py-2 font-semibold text-white hover:bg-brand-600">
          Find a tradesperson
        </Link>
        <Link to={paths.landing()} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-5 py-2 font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50">
          Go to the home page
        </Link>
      </div>
      <nav aria-label="Helpful pages" className="mt-8 text-sm text-muted">
        Or try:{' '}
        {HELPFUL.map(([label, to], index) => (
          <span key={to}>
            {index > 0 && ' · '}
            <Link to={to} className="font-medium text-brand-700 hover:underline">
              {label}
            </Link>
          </span>
        ))}
      </nav>
    </section>
  );
}

export default function NotFoundPage() {
  usePageHeader('Page not found');
  return <NotFoundContent />;
}
