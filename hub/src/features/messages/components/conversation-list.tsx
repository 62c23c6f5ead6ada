import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useConversations } from '../api/get-conversations';
import { usePresenceOf } from '../api/get-presence';
import { markDelivered } from '../api/receipts';
import { useNow } from '../../../lib/use-now';
import { lastActivityLabel } from '../message-time';
import { fullName } from '../../../components/ui/person-avatar';
import { OnlineLabel, OnlinePersonAvatar } from './online-person-avatar';
import { Ticks } from './ticks';
import { CountBadge } from '../../../components/ui/count-badge';

function preview(conversation: Conversation, userId: string): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const files = last.attachments;
  const sentFiles = files.length === 1 ? (files[0]!.kind === 'IMAGE' ? 'Sent a photo' : 'Sent a document') : `Sent ${files.length} files`;
  const text = last.type === 'CHAT' ? last.text || sentFiles : 'Sent a quote';
  return last.senderId === userId ? `You: ${text}` : text;
}

function ConversationRow({ conversation, userId, now }: { conversation: Conversation; userId: string; now: Date }) {
  const person = conversation.userProfile;
  const last = conversation.lastMessage;
  const unseen = conversation.unseenMessages;
  const name = fullName(person);
  return (
    <li>
      <NavLink
        to={paths.conversation(conversation.id)}
        aria-label={`${name}${conversation.kind === 'ASSESSMENT' ? ', independent assessment' : ''}${unseen > 0 ? `, ${unseen} unread` : ''}`}
        className={({ isActive }) =>
          `flex items-center gap-3 border-b border-line px-4 py-3 transition hover:bg-brand-50 ${isActive ? 'bg-brand-50' : 'bg-white'}`
        }
      >
        <OnlinePersonAvatar user={person} size="lg" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={`truncate text-sm ${unseen > 0 ? 'font-bold' : 'font-semibold'} text-ink`}>{name}</span>
            <OnlineLabel userId={person.id} />
            {conversation.kind === 'ASSESSMENT' && (
              <span className="shrink-0 rounded-full bg-accent-50 px-2 py-0.5 text-[11px] font-semibold text-accent-700 ring-1 ring-accent-200">Assessment</span>
            )}
            {last && (
              <time dateTime={last.createdAt} className={`ml-auto shrink-0 text-xs ${unseen > 0 ? 'font-semibold text-brand-600' : 'text-muted'}`}>
                {lastActivityLabel(last.createdAt, now)}
              </time>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-1.5">
            {last && last.senderId === userId && <Ticks message={last} />}
            <span className={`truncate text-sm ${unseen > 0 ? 'font-medium text-ink' : 'text-muted'}`}>{preview(conversation, userId)}</span>
            <CountBadge count={unseen} className="ml-auto" />
          </span>
        </span>
      </NavLink>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your conversations">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} aria-hidden className="flex animate-pulse items-center gap-3 border-b border-line px-4 py-3">
          <div className="h-11 w-11 rounded-full bg-line" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-1/2 rounded bg-line" />
            <div className="h-2.5 w-3/4 rounded bg-line" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The caller's conversations for the mode they are in, newest activity first. */
export function ConversationList({ userId, isBusinessUser }: { userId: string; isBusinessUser: boolean }) {
  const queryClient = useQueryClient();
  const { query, conversations } = useConversations();
  const now = useNow();
  usePresenceOf(conversations.map((c) => c.userProfile.id));

  // A last message fetched here has reached this device.
  useEffect(() => {
    for (const c of conversations) if (c.lastMessage) markDelivered(queryClient, c.lastMessage, userId);
  }, [conversations, queryClient, userId]);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <div className="p-4"><ErrorState title="We could not load your conversations" error={query.error} onRetry={() => void query.refetch()} /></div>;
  if (conversations.length === 0) {
    return (
      <div className="px-6 py-10 text-center">
        <h2 className="text-base font-semibold text-ink">No conversations yet</h2>
        <p className="mt-1 text-sm text-muted">
          {isBusinessUser
            ? 'When a customer messages your business, the conversation appears here.'
            : 'Message a tradesperson from their profile and the conversation appears here.'}
        </p>
        {!isBusinessUser && (
          <Link to={paths.find()} className="mt-4 inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
            Find a tradesperson
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Conversations">
        {conversations.map((c) => (
          <ConversationRow key={c.id} conversation={c} userId={userId} now={now} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="p-3 text-center">
          <Button variant="ghost" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Show older conversations
          </Button>
        </div>
      )}
    </>
  );
}
