import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { conversationSide } from '@tradeshub/sdk';
import { BlockPersonButton } from '../../../components/block-person-button';
import { Button } from '../../../components/ui/button';
import { useBlockStatus } from '../../../entities/blocks';
import { fullName } from '../../../components/ui/person-avatar';
import { isWiderThanMobile } from '../../../config/breakpoints';
import { paths } from '../../../config/paths';
import { usePresenceOf } from '../api/get-presence';
import { useEditMessage } from '../api/edit-message';
import { useLoadOlderMessages, useThread } from '../api/get-thread';
import { useReactToMessage } from '../api/react-to-message';
import { markConversationRead } from '../api/receipts';
import { useSendMessage } from '../api/send-message';
import { usePageVisible } from '../hooks/use-page-visible';
import { useOpenThread } from '../stores/open-thread';
import { usePendingMessages } from '../stores/pending-messages';
import { newestUnseenFor, unconfirmed, type Thread } from '../thread-cache';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { OnlineLabel, OnlinePersonAvatar } from './online-person-avatar';

function BackToList() {
  return (
    <Link to={paths.messages()} aria-label="Back to conversations" className="-ml-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-50 md:hidden">
      <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M15 18l-6-6 6-6" />
      </svg>
    </Link>
  );
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading the conversation" className="flex flex-1 flex-col gap-3 p-5">
      {['w-1/2', 'ml-auto w-1/3', 'w-2/5', 'ml-auto w-1/2'].map((width, i) => (
        <div key={i} aria-hidden className={`h-10 animate-pulse rounded-2xl bg-line ${width}`} />
      ))}
    </div>
  );
}

function OpenThread({ thread, userId }: { thread: Thread; userId: string }) {
  const queryClient = useQueryClient();
  const { conversation } = thread;
  const person = conversation.userProfile;
  const name = fullName(person);
  const visible = usePageVisible();
  usePresenceOf([person.id]);
  const heading = useRef<HTMLHeadingElement>(null);
  const older = useLoadOlderMessages(conversation.id);
  const react = useReactToMessage(userId);
  const edit = useEditMessage();
  const { send, retry, discard } = useSendMessage(conversation, userId);
  const allPending = usePendingMessages((s) => s.pending);
  const pending = useMemo(
    () => unconfirmed(allPending.filter((m) => m.conversationId === conversation.id), thread.messages, userId),
    [allPending, conversation.id, thread.messages, userId],
  );

  // Reading: what arrives while the thread is on screen is seen.
  useEffect(() => {
    useOpenThread.getState().set(visible ? conversation.id : null);
    return () => useOpenThread.getState().set(null);
  }, [conversation.id, visible]);
  const unseen = newestUnseenFor(thread, userId);
  useEffect(() => {
    if (visible && unseen) markConversationRead(queryClient, unseen, userId);
  }, [queryClient, unseen, userId, visible]);

  // Opening a thread puts the reader in the message box (on a phone, at its name, so no keyboard pops up).
  useEffect(() => {
    if (isWiderThanMobile()) document.getElementById(`composer-${conversation.id}`)?.focus();
    else heading.current?.focus();
  }, [conversation.id]);

  const loadOlder = useCallback(() => void older.loadOlder(), [older]);
  const block = useBlockStatus(person.id);
  const blocked = block.data && !block.data.canContact;

  return (
    <section aria-labelledby="thread-heading" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-line bg-white px-3 py-2.5 md:px-5">
        <BackToList />
        <OnlinePersonAvatar user={person} size="md" />
        <div className="min-w-0">
          <h2 id="thread-heading" ref={heading} tabIndex={-1} className="truncate font-semibold text-ink focus:outline-none">
            {name}
          </h2>
          <p className="flex gap-2 text-xs text-muted">
            <OnlineLabel userId={person.id} />
            {person.role === 'TRADEPERSON' && <span>Tradesperson</span>}
            {/* A JOB_REQUEST conversation answers a community post (issue 15). */}
            {conversation.postId && (
              <Link to={paths.post(conversation.postId)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                About a job request
              </Link>
            )}
          </p>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {/* The business side quotes the customer it is talking to (issue 13). */}
          {conversationSide(conversation, userId) === 'TRADEPERSON' && !blocked && (
            <Link
              to={paths.newQuote({ conversationId: conversation.id, customerId: person.id })}
              className="inline-flex min-h-10 shrink-0 items-center rounded-lg bg-brand-500 px-3 text-sm font-semibold text-white hover:bg-brand-600"
            >
              Send a quote
            </Link>
          )}
          <BlockPersonButton userId={person.id} name={name} className="px-3" />
        </div>
      </header>
      <MessageList
        messages={thread.messages}
        pending={pending}
        userId={userId}
        otherName={person.firstName}
        hasOlder={thread.olderFrom !== null}
        loadingOlder={older.loading}
        olderError={older.error !== null}
        onLoadOlder={loadOlder}
        onReact={(message, reaction) => void react(message, reaction)}
        onEdit={blocked ? undefined : edit}
        onRetry={retry}
        onDiscard={discard}
      />
      {blocked ? (
        <p role="status" className="border-t border-line bg-surface px-4 py-4 text-center text-sm text-muted">
          {block.data?.youBlocked
            ? `You have blocked ${name}. Unblock them to send a message.`
            : 'You cannot message this person.'}
        </p>
      ) : (
        <Composer key={conversation.id} conversationId={conversation.id} userId={userId} recipientName={name} onSend={(text, attachments) => void send(text, attachments)} />
      )}
    </section>
  );
}

/** The right-hand pane (a screen of its own on a phone): one conversation. */
export function ThreadView({ conversationId, userId }: { conversationId: string; userId: string }) {
  const thread = useThread(conversationId);
  if (thread.isPending) return <ThreadSkeleton />;
  if (!thread.data) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <div className="self-start md:hidden">
          <BackToList />
        </div>
        <h2 className="text-lg font-semibold text-ink">We could not open this conversation</h2>
        <p className="max-w-sm text-sm text-muted">It may have been removed, or the connection dropped. Check your connection and try again.</p>
        <Button variant="secondary" busy={thread.isFetching} onClick={() => void thread.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <OpenThread key={conversationId} thread={thread.data} userId={userId} />;
}
