import { memo, useState } from 'react';
import type { Post } from '@tradeshub/sdk';
import { AfterProfile } from '../../../components/after-profile';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useOwnBusiness } from '../../../entities/business';
import { useDrawnInTurn } from '../../../lib/draw-in-turn';
import { useSession } from '../../../lib/session';
import { FEED_TURNS, useJobRequests } from '../api/get-feed';
import { CommunityLive } from '../components/community-live';
import { JobFilters, type JobFilterValues } from '../components/job-filters';
import { JobRequestActions } from '../components/job-request-actions';
import type { ThreadActions } from '../components/comment-thread';
import { PostCard, type PostActions } from '../components/post-card';
import { RulesGateProvider } from '../hooks/rules-gate';
import { useItemActions } from '../hooks/use-item-actions';

/** A job request with the viewer's answer to it (Reply, Send a quote): memoised as the card is, so a turn draws only new ones. */
const JobRequestCard = memo(function JobRequestCard({ post, viewerId, postActions, threadActions }: { post: Post; viewerId: string | undefined; postActions: PostActions; threadActions: ThreadActions }) {
  const answerable = post.author.id !== viewerId && post.status !== 'CLOSED';
  return <PostCard post={post} postActions={postActions} threadActions={threadActions} answer={answerable ? <JobRequestActions post={post} /> : undefined} />;
});

function JobRequests({ filters }: { filters: JobFilterValues }) {
  const { userInfo } = useSession();
  const feed = useJobRequests(filters);
  const { postActions, threadActions, dialogs } = useItemActions();
  const filtered = filters.categoryId !== undefined || filters.radiusMiles !== undefined;
  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];
  // The first screenful draws with the page, the rest three at a time after it has painted.
  const drawn = useDrawnInTurn(posts.length, FEED_TURNS);

  if (feed.isPending) return <PageLoading label="Looking for job requests near you…" />;
  if (feed.isError) return <ErrorState title="We could not load job requests" error={feed.error} onRetry={() => void feed.refetch()} />;

  return (
    <>
      {posts.length === 0 ? (
        <EmptyState title={filtered ? 'No job requests match these filters' : 'No open job requests near you right now'}>
          {filtered ? 'Try all your trades or a wider distance.' : 'New job requests in your trades and area show here as soon as customers post them.'}
        </EmptyState>
      ) : (
        <ul aria-label="Job requests" className="flex flex-col gap-4">
          {posts.slice(0, drawn).map((post) => (
            <li key={post.id}>
              <JobRequestCard post={post} viewerId={userInfo?.id} postActions={postActions} threadActions={threadActions} />
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && drawn === posts.length && (
        <Button variant="secondary" className="self-center" busy={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          Show more job requests
        </Button>
      )}
      {dialogs}
    </>
  );
}

/** /home for a tradesperson: open job requests in their service area and trades, each a quote waiting to be written. */
export function FindAJob() {
  return (
    <>
      <CommunityLive />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <div>
          <h1 className="text-xl font-bold text-ink">Job requests near you</h1>
          <p className="text-sm text-muted">Job requests from customers in your service area, in your trades. Open ones first.</p>
        </div>
        <AfterProfile loadingLabel="Looking for job requests near you…">
          <RulesGateProvider>
            <FilteredJobRequests />
          </RulesGateProvider>
        </AfterProfile>
      </div>
    </>
  );
}

/** The filters from the business's own trades and service area, and the job requests they pick. */
function FilteredJobRequests() {
  const { userInfo } = useSession();
  const business = useOwnBusiness(userInfo?.business?.id);
  const [filters, setFilters] = useState<JobFilterValues>({});
  return (
    <>
      {business.data && <JobFilters categories={business.data.categories} serviceAreaMiles={business.data.serviceArea} value={filters} onChange={setFilters} />}
      <JobRequests filters={filters} />
    </>
  );
}
