import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicBusiness } from '@tradeshub/sdk';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { paths } from '../../../config/paths';

const primaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-500 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600';
const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-5 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';

const plural = (count: number, one: string) => (count === 1 ? `1 ${one}` : `${count} ${one}s`);

/** The business a referral link points at: who asks or recommends (`intro`), the business, and the way to recommend it. */
export function ReferredBusinessCard({ business, intro, recommendTo }: { business: PublicBusiness; intro: ReactNode; recommendTo: string }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <article className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        <div className="bg-gradient-to-r from-brand-50 to-accent-50 px-5 py-4 sm:px-6">
          <p className="text-sm text-ink">{intro}</p>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex items-start gap-4">
            {business.profileImageUrl ? (
              <img src={business.profileImageUrl} alt="" className="h-16 w-16 shrink-0 rounded-xl object-cover" />
            ) : (
              <span aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-2xl font-bold text-brand-700">
                {business.name.trim().charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <h1 className="text-2xl font-bold break-words text-ink">{business.name}</h1>
              <p className="text-sm text-muted">{business.locality}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
                <RatingBadge rating={business.rating.average} size="sm" />
                <span>
                  {plural(business.rating.count, 'review')} · {plural(business.recommendationCount, 'recommendation')}
                </span>
              </div>
            </div>
          </div>
          {business.categories.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Work they do">
              {business.categories.map((category) => (
                <li key={category.id} className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-ink ring-1 ring-line">
                  {category.title}
                </li>
              ))}
            </ul>
          )}
          {business.description && <p className="mt-4 line-clamp-4 text-sm whitespace-pre-line text-ink">{business.description}</p>}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Link to={recommendTo} className={primaryLink}>
              Recommend {business.name}
            </Link>
            <Link to={paths.businessView(business.id)} className={secondaryLink}>
              See their profile
            </Link>
          </div>
          <p className="mt-3 text-xs text-muted">Used them? Recommending them takes a minute and helps your neighbours.</p>
        </div>
      </article>
    </div>
  );
}
