import { Link, useNavigate, useParams } from 'react-router';
import { ShareLink } from '../../../components/share-link';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { usePost } from '../api/get-post';
import { JobRequestActions } from '../components/job-request-actions';
import { CommunityLive } from '../components/community-live';
import { PostCard } from '../components/post-card';
import { RulesGateProvider } from '../hooks/rules-gate';
import { postUrl, useItemActions } from '../hooks/use-item-actions';

// Here the thread is open from the start: its code (lazy in the feed's cards) loads with the
// page's, not after the post has arrived.
void import('../components/comment-thread');

const backLink = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/** /home/post/:id: one post with its whole thread, and a link to pass on. */
export default function PostPage() {
  const { id = '' } = useParams();
  const { isBusinessUser, userInfo } = useSession();
  const navigate = useNavigate();
  const post = usePost(id);
  const { postActions, threadActions, dialogs } = useItemActions({ onPostDeleted: () => navigate(paths.home()) });
  const back = isBusinessUser ? 'Back to Find a Job' : 'Back to the Community Hub';
  usePageHeader(isBusinessUser ? 'Find a Job' : 'Community Hub');

  if (post.isPending) return <PageLoading label="Loading the post…" />;
  if (post.isError) {
    return isNotFoundAnswer(post.error) ? (
      <EmptyState
        title="This post is not here"
        action={
          <Link to={paths.home()} className={backLink}>
            {back}
          </Link>
        }
      >
        It may have been deleted, or the link is not quite right.
      </EmptyState>
    ) : (
      <ErrorState title="We could not load this post" error={post.error} onRetry={() => void post.refetch()} />
    );
  }

  // A tradesperson answers someone else's job request from its page as from Find a Job.
  const canAnswer = isBusinessUser && post.data.type === 'JOB_REQUEST' && post.data.author.id !== userInfo?.id;
  return (
    <RulesGateProvider>
      <CommunityLive />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <Link to={paths.home()} className={backLink}>
          ← {back}
        </Link>
        <PostCard
          post={post.data}
          postActions={postActions}
          threadActions={threadActions}
          answer={canAnswer ? <JobRequestActions post={post.data} /> : undefined}
          standalone
        />
        <section aria-label="Share this post" className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
          <h2 className="text-sm font-semibold text-ink">Share this post</h2>
          <ShareLink
            url={postUrl(post.data.id)}
            label="Link to this post"
            copyLabel="Copy the link to this post"
            shareLabel="Share this post"
            copiedMessage="Link copied. Share it with your neighbours."
            shareText={{ title: post.data.title, text: 'Have a look at this on Tradeshub' }}
          />
        </section>
        {dialogs}
      </div>
    </RulesGateProvider>
  );
}
