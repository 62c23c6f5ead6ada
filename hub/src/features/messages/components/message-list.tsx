import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { relativeDayLabel, type Message } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import type { PendingMessage } from '../stores/pending-messages';
import { MessageBubble, PendingBubble } from './message-bubble';

/** How near the bottom (px) still counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 80;

interface MessageListProps {
  messages: readonly Message[];
  pending: readonly PendingMessage[];
  userId: string;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: boolean;
  onLoadOlder: () => void;
  onReact: (message: Message, reaction: string) => void;
  /** Absent while the other person cannot be messaged (a block): nothing can be edited then. */
  onEdit?: (message: Message, text: string) => Promise<void>;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/**
 * The thread, oldest at the top. Scrolling up to the top loads earlier messages and keeps
 * the reader's place; new messages scroll into view when the reader is at the bottom, and
 * otherwise a 'Jump to latest' button appears.
 */
export function MessageList(props: MessageListProps) {
  const { messages, pending, userId, otherName, hasOlder, loadingOlder, olderError, onLoadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId?: string; lastId?: string; height: number } | null>(null);
  const [ready, setReady] = useState(false);
  const [newBelow, setNewBelow] = useState(false);

  const lastId = pending.at(-1)?.clientId ?? messages.at(-1)?.id;
  const firstId = messages[0]?.id;

  const scrollToBottom = (behavior: ScrollBehavior = 'auto') => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo?.({ top: el.scrollHeight, behavior });
    if (behavior === 'auto') el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (!before) {
      scrollToBottom();
      setReady(true);
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // Older messages went in above: keep what the reader was looking at where it was.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (lastId !== before.lastId) {
      const ours = pending.length > 0 || messages.at(-1)?.senderId === userId;
      if (atBottom.current || ours) scrollToBottom();
      else setNewBelow(true);
    }
    previous.current = { firstId, lastId, height: el.scrollHeight };
    // Only a change of the first or last message moves the view.
  }, [firstId, lastId]);

  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!ready || !hasOlder || loadingOlder || olderError || !root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadOlder(), {
      root,
      rootMargin: '240px 0px 0px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ready, hasOlder, loadingOlder, olderError, onLoadOlder, firstId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setNewBelow(false);
  };

  const now = new Date();
  let lastDay = '';
  return (
    <div className="relative min-h-0 flex-1">
      <div ref={scroller} onScroll={onScroll} className="h-full overflow-y-auto px-3 py-4 [overflow-anchor:none] md:px-5">
        <div ref={sentinel} className="flex min-h-8 justify-center pb-2">
          {hasOlder ? (
            <Button variant="ghost" busy={loadingOlder} onClick={onLoadOlder} className="text-xs">
              {olderError ? 'Could not load earlier messages — try again' : 'Load earlier messages'}
            </Button>
          ) : (
            messages.length > 0 && <p className="text-xs text-muted">This is the start of your conversation.</p>
          )}
        </div>
        <ol aria-label="Messages" className="flex flex-col gap-2">
          {messages.map((message) => {
            const day = relativeDayLabel(message.createdAt, now);
            const showDay = day !== lastDay;
            lastDay = day;
            return (
              <Fragment key={message.id}>
                {showDay && (
                  <li aria-hidden className="my-2 self-center rounded-full bg-surface px-3 py-1 text-xs font-medium text-muted ring-1 ring-line">
                    {day}
                  </li>
                )}
                <MessageBubble message={message} userId={userId} otherName={otherName} onReact={props.onReact} onEdit={props.onEdit} />
              </Fragment>
            );
          })}
          {pending.map((message) => (
            <PendingBubble key={message.clientId} message={message} onRetry={() => props.onRetry(message.clientId)} onDiscard={() => props.onDiscard(message.clientId)} />
          ))}
        </ol>
      </div>
      {newBelow && (
        <button
          type="button"
          onClick={() => scrollToBottom('smooth')}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-accent-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-accent-700"
        >
          Jump to latest ↓
        </button>
      )}
    </div>
  );
}
