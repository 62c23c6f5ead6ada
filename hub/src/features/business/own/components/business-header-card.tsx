import { Link } from 'react-router';
import { monthYearLabel, type Business } from '@tradeshub/sdk';
import { paths } from '../../../../config/paths';

const linkButton = 'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-sm font-semibold transition sm:px-4';

/** The business as its owner recognises it, with the two things they most often do next. */
export function BusinessHeaderCard({ business }: { business: Business }) {
  const initials = business.name
    .split(/\s+/)
    .filter((word) => /^[a-z0-9]/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const since = monthYearLabel(business.createdAt);

  return (
    <section className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <div className="h-16 bg-gradient-to-r from-brand-500 to-accent-500 sm:h-20" aria-hidden />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:px-6 md:flex-row md:items-end md:justify-between">
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
          {business.profileImageUrl ? (
            <img src={business.profileImageUrl} alt="" className="-mt-8 h-20 w-20 shrink-0 rounded-2xl object-cover ring-4 ring-white" />
          ) : (
            <span aria-hidden className="-mt-8 flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-accent-100 text-2xl font-extrabold text-accent-700 ring-4 ring-white">
              {initials || '★'}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-ink">{business.name}</h1>
            <p className="text-sm text-muted">
              {business.locality} · On Tradeshub since {since}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
          <Link to={paths.businessView(business.id)} className={`${linkButton} bg-white text-brand-700 ring-1 ring-line hover:bg-brand-50`}>
            Preview public profile
          </Link>
          <Link to={paths.settings.businessArea()} className={`${linkButton} bg-brand-500 text-white hover:bg-brand-600`}>
            Edit details
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-line px-5 py-4 sm:px-6">
        <span className="sr-only">Work categories:</span>
        {business.categories.map((category) => (
          <span key={category.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            {category.title}
          </span>
        ))}
        {business.isAssessor && (
          <span className="rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700">Independent assessor</span>
        )}
      </div>
    </section>
  );
}
