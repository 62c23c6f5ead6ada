import { Link, useParams } from 'react-router';
import type { UserSummary } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useBusiness } from '../../../entities/business';
import { useTrustedConnections } from '../api/get-trusted-connections';
import { ConnectButton } from '../components/connect-button';
import { PersonAvatar, fullName } from '../../../components/ui/person-avatar';
import { RoleLabel } from '../components/role-label';


function PeopleGrid({ people, label }: { people: UserSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((user) => (
        <li key={user.id} className="flex items-center gap-3 rounded-xl border border-line bg-white p-3">
          <PersonAvatar user={user} size="lg" />
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{fullName(user)}</p>
            <RoleLabel role={user.role} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /business/trusted-connections/:id (public): who is connected to a business and, signed in, who you know that recommends it. */
export default function TrustedConnectionsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const business = useBusiness(id);
  const trusted = useTrustedConnections(id);
  usePageHeader('Trusted connections');

  if (business.isPending) return <PageLoading label="Loading the business…" />;
  if (business.isError) return <ErrorState title="We could not find this business" error={business.error} onRetry={() => void business.refetch()} />;

  const people = trusted.data?.pages.flatMap((p) => p.connections.items) ?? [];
  const firstPage = trusted.data?.pages[0];
  const knownRecommenders = firstPage && 'recommendedByYourConnections' in firstPage ? firstPage.recommendedByYourConnections : null;
  const isOwner = session.userInfo?.id === business.data.ownerId;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-muted">Trusted connections of</p>
          <h1 className="text-2xl font-bold break-words text-ink">{business.data.name}</h1>
          <p className="mt-1 text-sm text-muted">
            {[business.data.categories.slice(0, 3).map((c) => c.title).join(', '), business.data.locality].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!isOwner && <ConnectButton userId={business.data.ownerId} name={business.data.name} isTrustedConnection />}
          <Link to={paths.businessView(id)} className="inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50">
            View profile
          </Link>
        </div>
      </div>

      {session.isAuthenticated && knownRecommenders !== null && (
        <section aria-labelledby="known-recommenders" className="flex flex-col gap-3">
          <h2 id="known-recommenders" className="text-lg font-semibold text-ink">
            Recommended by people you know
          </h2>
          {knownRecommenders.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line bg-white px-4 py-5 text-sm text-muted">
              None of your connections has recommended {business.data.name} yet.{' '}
              <Link to={paths.connections('find')} className="font-semibold text-brand-700 hover:underline">
                Find people you know
              </Link>
            </p>
          ) : (
            <PeopleGrid people={knownRecommenders} label={`Your connections who recommend ${business.data.name}`} />
          )}
        </section>
      )}

      <section aria-labelledby="trusted-people" className="flex flex-col gap-3">
        <h2 id="trusted-people" className="text-lg font-semibold text-ink">
          People connected to {business.data.name}
        </h2>
        {trusted.isPending ? (
          <div role="status" aria-label="Loading connections" className="grid animate-pulse gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden className="h-[70px] rounded-xl bg-line/60" />
            ))}
          </div>
        ) : trusted.isError ? (
          <ErrorState title="We could not load who is connected" error={trusted.error} onRetry={() => void trusted.refetch()} />
        ) : people.length === 0 ? (
          <EmptyState title="No trusted connections yet">
            {isOwner ? 'Connect with customers and other tradespeople you have worked with; they will show here.' : `Nobody has connected with ${business.data.name} yet.`}
          </EmptyState>
        ) : (
          <>
            <PeopleGrid people={people} label={`People connected to ${business.data.name}`} />
            {trusted.hasNextPage && (
              <Button variant="secondary" className="self-center" busy={trusted.isFetchingNextPage} onClick={() => void trusted.fetchNextPage()}>
                Show more
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
