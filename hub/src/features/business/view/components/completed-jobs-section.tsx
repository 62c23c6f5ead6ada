import { formatDueDate } from '@tradeshub/sdk';
import { Button } from '../../../../components/ui/button';
import { useCompletedJobs } from '../api/get-completed-jobs';

/** Jobs the business finished through Tradeshub: proof of work, shown only once there is some. */
export function CompletedJobsSection({ businessId, className = '' }: { businessId: string; className?: string }) {
  const jobs = useCompletedJobs(businessId);
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  // Nothing to show yet, or the list failed: the profile reads fine without the section.
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="completed-jobs-heading" className={`rounded-2xl border border-line bg-white p-5 shadow-sm ${className}`}>
      <h2 id="completed-jobs-heading" className="font-semibold text-ink">
        Completed jobs
      </h2>
      <p className="text-xs text-muted">Finished through Tradeshub</p>
      <ul className="mt-3 flex flex-col gap-2.5">
        {items.map((job) => (
          <li key={job.id} className="flex items-start gap-2.5">
            <span aria-hidden className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <svg viewBox="0 0 24 24" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                <path d="M5 12l5 5 9-10" />
              </svg>
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-ink">{job.title}</p>
              <p className="text-xs text-muted">
                {[job.category?.title, job.completedAt ? `Completed ${formatDueDate(job.completedAt)}` : null].filter(Boolean).join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {jobs.hasNextPage && (
        <Button variant="ghost" className="mt-2 w-full" busy={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
          Show more
        </Button>
      )}
    </section>
  );
}
