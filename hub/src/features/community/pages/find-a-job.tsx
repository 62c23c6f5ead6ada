import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useSession } from '../../../lib/session';
import { useFeed } from '../api/get-feed';
import { JobRequestActions } from '../components/job-request-actions';
import { CommunityLive } from '../components/community-live';
import { PostCard } from '../components/post-card';
import { RulesGateProvider } from '../hooks/rules-gate';
import { useItemActions } from '../hooks/use-item-actions';

/** /home for a tradesperson: open job requests near them in their trades. */
export function FindAJob() {
  const { userInfo } = useSession();
  const feed = useFeed({ type: 'JOB_REQUEST' });
  const { postActions, threadActions, dialogs } = useItemActions();
  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <RulesGateProvider>
      <CommunityLive />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Find a Job</h1>
          <p className="text-sm text-muted">Job requests from customers near you, in your trades.</p>
        </div>
        {feed.isPending && <PageLoading label="Looking for job requests near you…" />}
        {feed.isError && <ErrorState title="We could not load job requests" error={feed.error} onRetry={() => void feed.refetch()} />}
        {feed.isSuccess && posts.length === 0 && (
          <EmptyState title="No open job requests near you right now">New job requests in your trades and area show here as soon as customers post them.</EmptyState>
        )}
        {posts.length > 0 && (
          <ul aria-label="Job requests" className="flex flex-col gap-4">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} postActions={postActions(post)} threadActions={threadActions} answer={post.author.id === userInfo?.id ? undefined : <JobRequestActions post={post} />} />
              </li>
            ))}
          </ul>
        )}
        {feed.hasNextPage && (
          <Button variant="secondary" className="self-center" busy={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            Show more job requests
          </Button>
        )}
        {dialogs}
      </div>
    </RulesGateProvider>
  );
}
