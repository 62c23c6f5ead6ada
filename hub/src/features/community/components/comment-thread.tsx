import { useState } from 'react';
import { communityContracts, type Comment, type Reply } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { fullName, PersonAvatar } from '../../../components/ui/person-avatar';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useComments, useReplies } from '../api/get-thread';
import { useCreateComment, useCreateReply } from '../api/write-thread';
import { AcceptRulesFirst, useRulesGate } from '../hooks/rules-gate';
import { Age } from './age';
import { HiddenNotice } from './hidden-notice';
import { ItemMenu, type ItemAction } from './item-menu';
import { UpvoteButton } from './upvote-button';
import { WriteBox } from './write-box';

const commentSchema = communityContracts.createComment.body.pick({ text: true });
const replySchema = communityContracts.createReply.body.pick({ text: true });

/** What the '…' menu of a comment or reply offers; filled by the page (report, delete your own). */
export type ThreadActions = (item: { kind: 'comment' | 'reply'; id: string; authorId: string; authorName: string }) => ItemAction[];

function Byline({ author, createdAt }: { author: Comment['author']; createdAt: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <PersonAvatar user={author} size="sm" />
      <span className="truncate text-sm font-semibold text-ink">{fullName(author)}</span>
      <Age date={createdAt} />
    </div>
  );
}

/** What a comment or reply says; a deleted one keeps its place so the thread stays readable. */
function ItemText({ item, noun }: { item: Comment | Reply; noun: 'comment' | 'reply' }) {
  return (
    <div className="flex flex-col gap-1 pl-10">
      {item.hidden && <HiddenNotice hidden={item.hidden} noun={noun} />}
      {item.deleted ? <p className="text-sm text-muted italic">This {noun} was deleted</p> : <p className="text-sm whitespace-pre-line text-ink">{item.text}</p>}
    </div>
  );
}

function ReplyItem({ reply, actions }: { reply: Reply; actions: ThreadActions }) {
  const name = fullName(reply.author);
  return (
    <li className="flex flex-col gap-1" aria-label={`Reply from ${name}`}>
      <div className="flex items-start justify-between gap-2">
        <Byline author={reply.author} createdAt={reply.createdAt} />
        <ItemMenu label={`More actions for ${name}'s reply`} actions={actions({ kind: 'reply', id: reply.id, authorId: reply.author.id, authorName: name })} />
      </div>
      <ItemText item={reply} noun="reply" />
      <div className="pl-8">
        <UpvoteButton target="reply" id={reply.id} upvoted={reply.upvotedByMe} count={reply.upvoteCount} subject={`${name}'s reply`} />
      </div>
    </li>
  );
}

function Replies({ comment, actions }: { comment: Comment; actions: ThreadActions }) {
  const replies = useReplies(comment.id);
  if (replies.isPending) return <Spinner size="sm" label="Loading replies…" />;
  if (replies.isError) return <ErrorState title="We could not load the replies" error={replies.error} onRetry={() => void replies.refetch()} />;
  const items = replies.data.pages.flatMap((p) => p.items);
  return (
    <>
      <ul className="flex flex-col gap-3 border-l-2 border-line pl-4" aria-label={`Replies to ${fullName(comment.author)}`}>
        {items.map((reply) => (
          <ReplyItem key={reply.id} reply={reply} actions={actions} />
        ))}
      </ul>
      {replies.hasNextPage && (
        <Button variant="ghost" className="self-start" busy={replies.isFetchingNextPage} onClick={() => void replies.fetchNextPage()}>
          More replies
        </Button>
      )}
    </>
  );
}

function CommentItem({ comment, actions }: { comment: Comment; actions: ThreadActions }) {
  const name = fullName(comment.author);
  const [writing, setWriting] = useState(false);
  const [open, setOpen] = useState(false);
  const createReply = useCreateReply(comment.postId, comment.id);
  const gate = useRulesGate();
  const repliesShown = open || writing;

  return (
    <li className="flex flex-col gap-1.5" aria-label={`Comment from ${name}`}>
      <div className="flex items-start justify-between gap-2">
        <Byline author={comment.author} createdAt={comment.createdAt} />
        <ItemMenu label={`More actions for ${name}'s comment`} actions={actions({ kind: 'comment', id: comment.id, authorId: comment.author.id, authorName: name })} />
      </div>
      <ItemText item={comment} noun="comment" />
      <div className="flex flex-wrap items-center gap-1 pl-8">
        <UpvoteButton target="comment" id={comment.id} upvoted={comment.upvotedByMe} count={comment.upvoteCount} subject={`${name}'s comment`} />
        <Button variant="ghost" className="min-h-9 px-3" aria-label={`Reply to ${name}`} aria-expanded={writing} onClick={() => setWriting((w) => !w)}>
          Reply
        </Button>
        {comment.replyCount > 0 && (
          <Button variant="ghost" className="min-h-9 px-3" aria-expanded={repliesShown} onClick={() => setOpen((o) => !o)}>
            {repliesShown ? 'Hide replies' : `${comment.replyCount} ${comment.replyCount === 1 ? 'reply' : 'replies'}`}
          </Button>
        )}
      </div>
      {repliesShown && (
        <div className="flex flex-col gap-3 pl-10">
          {comment.replyCount > 0 && <Replies comment={comment} actions={actions} />}
          {writing && !gate.accepted && <AcceptRulesFirst to="reply" />}
          {writing && gate.accepted && (
            <WriteBox
              label={`Your reply to ${name}`}
              submitLabel="Send reply"
              schema={replySchema}
              autoFocus
              onSubmit={async (text) => {
                await createReply.mutateAsync(text);
                setWriting(false);
                setOpen(true);
              }}
              onCancel={() => setWriting(false)}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** A post's comments with their replies inline, and the box to add a comment. */
export function CommentThread({ postId, actions }: { postId: string; actions: ThreadActions }) {
  const comments = useComments(postId);
  const createComment = useCreateComment(postId);
  const gate = useRulesGate();
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-label="Comments" className="flex flex-col gap-4">
      {comments.isPending && <Spinner size="sm" label="Loading comments…" />}
      {comments.isError && <ErrorState title="We could not load the comments" error={comments.error} onRetry={() => void comments.refetch()} />}
      {comments.isSuccess && items.length === 0 && <p className="text-sm text-muted">No comments yet. Be the first to help.</p>}
      {items.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Comments on this post">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button variant="ghost" className="self-start" busy={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          More comments
        </Button>
      )}
      {gate.accepted ? (
        <WriteBox label="Add a comment" submitLabel="Post comment" schema={commentSchema} onSubmit={(text) => createComment.mutateAsync(text)} />
      ) : (
        <AcceptRulesFirst to="comment" />
      )}
    </section>
  );
}
