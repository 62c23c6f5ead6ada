import { Link } from 'react-router';
import type { RecommendationStatus } from '@tradeshub/sdk';
import { paths } from '../../../config/paths';
import type { YourTradesperson } from '../merge-tradespeople';

const STATUS: Record<RecommendationStatus, { label: string; className: string }> = {
  ACCEPTED: { label: 'Accepted', className: 'bg-brand-100 text-brand-800' },
  PENDING: { label: 'Awaiting their reply', className: 'bg-amber-50 text-warning' },
  REJECTED: { label: 'Declined', className: 'bg-red-50 text-danger' },
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** A business the customer knows: how (recommended, connected), for which trades, and links to its pages. */
export function TradespersonCard({ tradesperson }: { tradesperson: YourTradesperson }) {
  const { businessId, name, locality, recommendations, connectedWith, jobs } = tradesperson;
  const headingId = `tradesperson-${businessId}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-base font-bold text-brand-700">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate font-semibold text-ink">
            <Link to={paths.businessView(businessId)} className="hover:underline">
              {name}
            </Link>
          </h2>
          {locality && <p className="text-sm text-muted">{locality}</p>}
          <p className="mt-2 flex flex-wrap gap-1.5">
            {jobs.length > 0 && <span className={`${badge} bg-brand-600 text-white`}>Hired</span>}
            {recommendations.length > 0 && <span className={`${badge} bg-accent-100 text-accent-700`}>Recommended</span>}
            {connectedWith && <span className={`${badge} bg-brand-50 text-brand-700 ring-1 ring-brand-200`}>Connected</span>}
          </p>
        </div>
      </div>
      {jobs.length > 0 && (
        <ul aria-label={`Your jobs with ${name}`} className="flex flex-col gap-1.5 border-t border-line pt-3 text-sm">
          {jobs.map((job) => (
            <li key={job.workId} className="flex flex-wrap items-center justify-between gap-2">
              <Link to={paths.work(job.workId)} className="font-medium text-brand-700 hover:underline">
                {job.title}
              </Link>
              <span className="text-xs text-muted">{job.statusLabel}</span>
            </li>
          ))}
        </ul>
      )}
      {recommendations.length > 0 && (
        <ul aria-label={`Your recommendations of ${name}`} className="flex flex-col gap-1.5 border-t border-line pt-3 text-sm">
          {recommendations.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">{r.category}</span>
              <span className={`${badge} ${STATUS[r.status].className}`}>{STATUS[r.status].label}</span>
            </li>
          ))}
        </ul>
      )}
      {connectedWith && (
        <p className="border-t border-line pt-3 text-sm text-muted">
          You are connected with {connectedWith.firstName} {connectedWith.lastName}, who runs it.
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link to={paths.businessView(businessId)} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 text-sm font-semibold text-white hover:bg-brand-600">
          View profile
        </Link>
        <Link to={paths.trustedConnections(businessId)} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          Who trusts them
        </Link>
      </div>
    </li>
  );
}
