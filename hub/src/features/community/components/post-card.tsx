import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Post } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { fullName, PersonAvatar } from '../../../components/ui/person-avatar';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { Age } from './age';
import type { ThreadActions } from './comment-thread';
import { HiddenNotice } from './hidden-notice';
import { ItemMenu, type ItemAction } from './item-menu';
import { PostFacts } from './post-facts';
import { PostPhotos } from './post-photos';
import { UpvoteButton } from './upvote-button';

// The comments and the box to write one load when someone first opens a post's comments.
const CommentThread = lazy(() => import('./comment-thread').then((module) => ({ default: module.CommentThread })));

/** The '…' menu of a post: what the viewer can do with it. */
export type PostActions = (post: Post) => ItemAction[];

interface PostCardProps {
  post: Post;
  /** The '…' menu of the post itself. */
  postActions: PostActions;
  /** The '…' menu of each comment and reply. */
  threadActions: ThreadActions;
  /** What the viewer can do besides upvoting and commenting (a tradesperson's Reply and Send a quote). */
  answer?: ReactNode;
  /** On the post's own page the comments are open from the start and the title is not a link. */
  standalone?: boolean;
}

/**
 * One post or job request: who, where, when, what, its upvotes, and its comments inline.
 * Memoised: a feed drawn in turns (lib/draw-in-turn.ts) renders only the cards it adds, as
 * long as the menus are the same functions (useItemActions keeps them so) and `answer` is
 * made inside a memoised card of its own (docs/decisions/0072).
 */
export const PostCard = memo(function PostCard({ post, postActions, threadActions, answer, standalone = false }: PostCardProps) {
  const [commentsOpen, setCommentsOpen] = useState(standalone);
  const name = fullName(post.author);
  const Heading = standalone ? 'h1' : 'h2';
  const headingId = `post-${post.id}-title`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <PersonAvatar user={post.author} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">{name}</p>
            <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
              {post.locality && <span>{post.locality}</span>}
              {post.locality && <span aria-hidden>·</span>}
              <Age date={post.createdAt} />
            </p>
          </div>
        </div>
        <ItemMenu label={`More actions for ${name}'s post`} actions={postActions(post)} />
      </header>
      {post.hidden && <HiddenNotice hidden={post.hidden} noun="post" />}
      <PostFacts post={post} />
      <Heading id={headingId} className={`font-bold text-ink ${standalone ? 'text-xl' : 'text-lg'}`}>
        {post.deleted ? (
          <span className="font-normal text-muted italic">This post was deleted</span>
        ) : standalone ? (
          post.title
        ) : (
          <Link to={paths.post(post.id)} className="hover:text-brand-700 hover:underline focus-visible:underline">
            {post.title}
          </Link>
        )}
      </Heading>
      <p className={`text-sm whitespace-pre-line text-ink ${standalone ? '' : 'line-clamp-6'}`}>{post.body}</p>
      <PostPhotos photos={post.photos} title={post.title} />
      <div className="flex flex-wrap items-center gap-1 border-t border-line pt-2">
        <UpvoteButton target="post" id={post.id} upvoted={post.upvotedByMe} count={post.upvoteCount} subject={`${name}'s post`} />
        {!standalone && (
          <Button variant="ghost" className="min-h-9 px-3" aria-expanded={commentsOpen} onClick={() => setCommentsOpen((o) => !o)}>
            {post.commentCount === 0 ? 'Comment' : `${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}`}
          </Button>
        )}
        {answer && <div className="ml-auto">{answer}</div>}
      </div>
      {commentsOpen && (
        <Suspense fallback={<Spinner size="sm" label="Loading comments…" />}>
          <CommentThread postId={post.id} actions={threadActions} />
        </Suspense>
      )}
    </article>
  );
});
