import { Link, useSearchParams } from 'react-router';
import type { ViewerRole } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useUnseenReviewDisputeCount } from '../../../entities/menu-counts';
import { useMarkPaymentRequestsRead } from '../../../entities/payments';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useWorks } from '../api/get-works';
import { useMarkManageWorkSeen } from '../api/manage-work-count';
import { ManageWorkTabs } from '../components/manage-work-tabs';
import { WorkFilters } from '../components/work-filters';
import { WorkListItem } from '../components/work-list-item';
import { WORK_FILTER_LABELS, WORK_FILTERS, matchesWorkFilter, type WorkFilter } from '../work-list';

const linkButton = 'inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600';

function ListSkeleton() {
  return (
    <ul role="status" aria-label="Loading your work" className="flex animate-pulse flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <li key={i} aria-hidden className="flex h-28 flex-col gap-2 rounded-2xl border border-line bg-white p-5">
          <div className="h-4 w-1/2 rounded bg-line" />
          <div className="h-3 w-1/3 rounded bg-line" />
          <div className="mt-auto h-5 w-28 rounded-full bg-line" />
        </li>
      ))}
    </ul>
  );
}

function NoWorkYet({ role }: { role: ViewerRole }) {
  if (role === 'TRADEPERSON') {
    return (
      <EmptyState
        title="Send your first quote"
        action={
          <Link to={paths.newQuote()} className={linkButton}>
            Start a quote
          </Link>
        }
      >
        Quote a customer you are talking to: list the work line by line with its VAT, say how you would like to be paid, and send
        it to their messages. Once they accept, the job is run from here.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title="No quotes or jobs yet"
      action={
        <Link to={paths.find()} className={linkButton}>
          Find a tradesperson
        </Link>
      }
    >
      When a tradesperson you message sends you a quote, it arrives in your messages and shows here. Accept it, agree how you will
      pay, and follow the job from start to finish.
    </EmptyState>
  );
}

const asFilter = (value: string | null): WorkFilter => {
  const upper = value?.toUpperCase();
  return WORK_FILTERS.find((f) => f === upper) ?? 'ALL';
};

/** /managework: every quote and job of the mode being used, with its status, value and who it is with. */
export default function ManageWorkPage() {
  usePageHeader('Manage Work');
  useMarkManageWorkSeen();
  useMarkPaymentRequestsRead();
  const { isBusinessUser } = useSession();
  const role: ViewerRole = isBusinessUser ? 'TRADEPERSON' : 'CUSTOMER';
  const works = useWorks(role);
  const unseenDisputes = useUnseenReviewDisputeCount();
  const [search, setSearch] = useSearchParams();
  const filter = asFilter(search.get('filter'));
  const setFilter = (next: WorkFilter) => setSearch(next === 'ALL' ? {} : { filter: next.toLowerCase() }, { replace: true });

  const all = works.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = all.filter((work) => matchesWorkFilter(work, filter));
  const counts = Object.fromEntries(WORK_FILTERS.map((f) => [f, all.filter((w) => matchesWorkFilter(w, f)).length])) as Record<WorkFilter, number>;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <ManageWorkTabs />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-ink">{role === 'TRADEPERSON' ? 'Your quotes and jobs' : 'Your work'}</h1>
          <p className="mt-0.5 max-w-prose text-sm text-muted">
            {role === 'TRADEPERSON'
              ? 'Quotes you have drafted or sent, and the jobs your customers have agreed.'
              : 'Quotes tradespeople have sent you, and the jobs you have agreed.'}
          </p>
        </div>
        {role === 'TRADEPERSON' && all.length > 0 && (
          <Link to={paths.newQuote()} className={linkButton}>
            New quote
          </Link>
        )}
        {role === 'CUSTOMER' && (
          <Link to={paths.receipts()} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50">
            Your receipts
          </Link>
        )}
      </div>
      {unseenDisputes > 0 && (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink">
          {unseenDisputes === 1 ? 'A business has disputed one of your reviews' : `Businesses have disputed ${unseenDisputes} of your reviews`}, or a dispute
          has moved on.{' '}
          <Link to={paths.notifications()} className="font-semibold text-brand-700 underline">
            See your notifications
          </Link>{' '}
          to open the review and give your side.
        </p>
      )}
      {works.isError ? (
        <ErrorState title="We could not load your work" error={works.error} onRetry={() => void works.refetch()} />
      ) : works.isPending ? (
        <ListSkeleton />
      ) : all.length === 0 ? (
        <NoWorkYet role={role} />
      ) : (
        <>
          <WorkFilters value={filter} counts={counts} onChange={setFilter} />
          {shown.length === 0 ? (
            <EmptyState title={`Nothing under ${WORK_FILTER_LABELS[filter]}`}>
              <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setFilter('ALL')}>
                Show all your work
              </button>
            </EmptyState>
          ) : (
            <ul aria-label="Your work" className="flex flex-col gap-3">
              {shown.map((work) => (
                <WorkListItem key={work.id} work={work} role={role} />
              ))}
            </ul>
          )}
          {works.hasNextPage && (
            <Button variant="secondary" className="self-center" busy={works.isFetchingNextPage} onClick={() => void works.fetchNextPage()}>
              Show more
            </Button>
          )}
        </>
      )}
    </div>
  );
}
