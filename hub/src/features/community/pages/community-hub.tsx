import { useState } from 'react';
import type { PostFeedSort } from '@tradeshub/sdk';
import { AfterProfile } from '../../../components/after-profile';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useDrawnInTurn } from '../../../lib/draw-in-turn';
import { useSession } from '../../../lib/session';
import { FEED_TURNS, useLocalFeed } from '../api/get-feed';
import { ActivityList } from '../components/activity-list';
import { ComposerPrompt } from '../components/composer-prompt';
import { FeedSkeleton } from '../components/feed-skeleton';
import { CommunityLive } from '../components/community-live';
import { PostCard } from '../components/post-card';
import { AcceptRulesFirst, RulesGateProvider, useRulesGate } from '../hooks/rules-gate';
import { useItemActions } from '../hooks/use-item-actions';

const focusComposer = () => document.querySelector<HTMLInputElement>('#composer input[name="title"]')?.focus();

const SORTS: { sort: PostFeedSort; label: string }[] = [
  { sort: 'NEWEST', label: 'Newest' },
  { sort: 'TOP', label: 'Top' },
];

function SortChoice({ value, onChange }: { value: PostFeedSort; onChange: (sort: PostFeedSort) => void }) {
  return (
    <div role="group" aria-label="Sort posts" className="flex gap-1 self-start rounded-full bg-white p-1 ring-1 ring-line">
      {SORTS.map(({ sort, label }) => (
        <button
          key={sort}
          type="button"
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
          className="min-h-9 rounded-full px-4 text-sm font-semibold text-muted hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-300 aria-pressed:bg-brand-500 aria-pressed:text-white"
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The feed; `onWriteFirst` opens the composer from the empty feed's invitation. */
function LocalFeed({ onWriteFirst }: { onWriteFirst: () => void }) {
  const [sort, setSort] = useState<PostFeedSort>('NEWEST');
  const feed = useLocalFeed(sort);
  const gate = useRulesGate();
  const { postActions, threadActions, dialogs } = useItemActions();

  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];
  // The first screenful draws with the page, the rest three at a time after it has painted.
  const drawn = useDrawnInTurn(posts.length, FEED_TURNS);

  return (
    <>
      <SortChoice value={sort} onChange={setSort} />
      {feed.isPending && <FeedSkeleton label="Loading posts near you…" />}
      {feed.isError && <ErrorState title="We could not load the posts near you" error={feed.error} onRetry={() => void feed.refetch()} />}
      {feed.isSuccess && posts.length === 0 && (
        <EmptyState
          title="Nothing posted near you yet"
          action={<Button onClick={gate.accepted ? onWriteFirst : gate.ask}>Write the first post</Button>}
        >
          Ask for a recommendation, share a tradesperson who did good work, or post a job for local tradespeople.
        </EmptyState>
      )}
      {posts.length > 0 && (
        <ul aria-label="Posts near you" className="flex flex-col gap-4">
          {posts.slice(0, drawn).map((post) => (
            <li key={post.id}>
              <PostCard post={post} postActions={postActions} threadActions={threadActions} />
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && drawn === posts.length && (
        <Button variant="secondary" className="self-center" busy={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          Show more posts
        </Button>
      )}
      {dialogs}
    </>
  );
}

/**
 * The composer (folded until someone writes, or the rules first) and the feed below it. The
 * folded composer draws with the heading, before the profile says whether the rules are
 * accepted: nearly everyone has, and if not, the rules take its place when the profile comes.
 */
function WritingAndFeed() {
  const gate = useRulesGate();
  const [writing, setWriting] = useState(false);
  // Asked again while the form is open, the title takes the focus back.
  const write = () => (writing ? focusComposer() : setWriting(true));
  return (
    <>
      {gate.known && !gate.accepted ? <AcceptRulesFirst to="post" /> : <ComposerPrompt writing={writing} onWrite={write} />}
      <AfterProfile loadingLabel="Loading posts near you…" placeholder={<FeedSkeleton label="Loading posts near you…" />}>
        <LocalFeed onWriteFirst={write} />
      </AfterProfile>
    </>
  );
}

/**
 * /home for a customer: the Community Hub of their local area. Its heading draws before the
 * profile has loaded; the activity beside the feed arrives with the feed, after the profile,
 * so nothing below the feed moves.
 */
export function CommunityHub() {
  const { userInfo } = useSession();
  return (
    <>
      <CommunityLive />
      <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <h1 className="text-xl font-bold text-ink">What’s happening near you</h1>
            <p className="text-sm text-muted">What your neighbours are asking, recommending and planning.</p>
          </div>
          <RulesGateProvider>
            <WritingAndFeed />
          </RulesGateProvider>
        </div>
        {userInfo && (
          <aside aria-labelledby="activity-heading" className="flex flex-col gap-2 self-start rounded-2xl border border-line bg-white p-4 lg:sticky lg:top-20">
            <h2 id="activity-heading" className="text-base font-semibold text-ink">
              Your activity
            </h2>
            <ActivityList />
          </aside>
        )}
      </div>
    </>
  );
}
