import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useFeed } from '../api/get-feed';
import { ActivityList } from '../components/activity-list';
import { Composer } from '../components/composer';
import { CommunityLive } from '../components/community-live';
import { PostCard } from '../components/post-card';
import { AcceptRulesFirst, RulesGateProvider, useRulesGate } from '../hooks/rules-gate';
import { useItemActions } from '../hooks/use-item-actions';

const focusComposer = () => document.querySelector<HTMLInputElement>('#composer input[name="title"]')?.focus();

function LocalFeed() {
  const feed = useFeed({});
  const gate = useRulesGate();
  const { postActions, threadActions, dialogs } = useItemActions();

  if (feed.isPending) return <PageLoading label="Loading posts near you…" />;
  if (feed.isError) return <ErrorState title="We could not load the posts near you" error={feed.error} onRetry={() => void feed.refetch()} />;
  const posts = feed.data.pages.flatMap((p) => p.items);

  return (
    <>
      {posts.length === 0 ? (
        <EmptyState
          title="Nothing posted near you yet"
          action={<Button onClick={gate.accepted ? focusComposer : gate.ask}>Write the first post</Button>}
        >
          Ask for a recommendation, share a tradesperson who did good work, or post a job for local tradespeople.
        </EmptyState>
      ) : (
        <ul aria-label="Posts near you" className="flex flex-col gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} postActions={postActions(post)} threadActions={threadActions} />
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          Show more posts
        </Button>
      )}
      {dialogs}
    </>
  );
}

function ComposerOrRules() {
  const gate = useRulesGate();
  return gate.accepted ? <Composer /> : <AcceptRulesFirst to="post" />;
}

/** /home for a customer: the Community Hub of their local area. */
export function CommunityHub() {
  return (
    <RulesGateProvider>
      <CommunityLive />
      <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold text-ink">Community Hub</h1>
            <p className="text-sm text-muted">What your neighbours are asking, recommending and planning.</p>
          </div>
          <ComposerOrRules />
          <LocalFeed />
        </div>
        <aside aria-labelledby="activity-heading" className="flex flex-col gap-2 self-start rounded-2xl border border-line bg-white p-4 lg:sticky lg:top-20">
          <h2 id="activity-heading" className="text-base font-semibold text-ink">
            Your activity
          </h2>
          <ActivityList />
        </aside>
      </div>
    </RulesGateProvider>
  );
}
