import { useParams } from 'react-router';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { ConnectionStatus } from '../components/connection-status';
import { ConversationList } from '../components/conversation-list';
import { ThreadView } from '../components/thread-view';

function ChooseAConversation() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <svg aria-hidden viewBox="0 0 48 48" className="h-12 w-12 text-brand-300" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
        <path d="M8 10h32v22H20l-8 7v-7H8z" />
      </svg>
      <h2 className="font-semibold text-ink">Choose a conversation</h2>
      <p className="max-w-xs text-sm text-muted">Pick someone from the list to read and reply to your messages.</p>
    </div>
  );
}

/**
 * /messages and /messages/:conversationId: the conversation list beside the open thread;
 * on a phone (up to 900px) the list and the thread are separate screens.
 */
export default function MessagesPage() {
  usePageHeader('Messages');
  const { conversationId } = useParams();
  const { userInfo, isBusinessUser } = useSession();
  const userId = userInfo?.id ?? '';
  const open = Boolean(conversationId);

  return (
    // The panes stop 4.5rem above the bottom of the screen, where the feedback button sits.
    <div className="-mx-4 -mt-6 flex h-[calc(100dvh-4rem-4.25rem-4.5rem)] min-h-[26rem] flex-col overflow-hidden border-b border-line bg-white md:mx-0 md:mt-0 md:h-[calc(100dvh-4rem-4.25rem-1.5rem-4.5rem)] md:rounded-2xl md:border md:shadow-sm">
      <ConnectionStatus />
      <div className="flex min-h-0 flex-1">
        <nav aria-label="Your conversations" className={`${open ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col border-line md:w-80 md:shrink-0 md:border-r lg:w-96`}>
          <h2 className="border-b border-line px-4 py-3 text-sm font-semibold tracking-wide text-muted uppercase">
            {isBusinessUser ? 'Customers' : 'Conversations'}
          </h2>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList userId={userId} isBusinessUser={isBusinessUser} />
          </div>
        </nav>
        <div className={`${open ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col bg-surface`}>
          {conversationId ? <ThreadView conversationId={conversationId} userId={userId} /> : <ChooseAConversation />}
        </div>
      </div>
    </div>
  );
}
