import { useRef, useState, type RefObject } from 'react';
import { isEditableMessageType, type Message } from '@tradeshub/sdk';
import { clockTime } from '../message-time';
import type { PendingMessage } from '../stores/pending-messages';
import { EditMessageForm } from './edit-message-form';
import { MessageAttachments, PendingAttachments } from './message-attachments';
import { QuoteCard } from './quote-card';
import { ReactionMenu } from './reaction-menu';
import { Ticks } from './ticks';

const bubble = (mine: boolean) =>
  `max-w-full rounded-2xl px-3.5 py-2 text-[15px] leading-snug whitespace-pre-wrap break-words shadow-sm ${
    mine ? 'rounded-br-md bg-brand-500 text-white' : 'rounded-bl-md border border-line bg-white text-ink'
  }`;

function Reactions({ message, userId, otherName }: { message: Message; userId: string; otherName: string }) {
  const mineIsSender = message.senderId === userId;
  const entries = [
    { reaction: message.senderReaction, by: mineIsSender ? 'you' : otherName },
    { reaction: message.receiverReaction, by: mineIsSender ? otherName : 'you' },
  ].filter((e): e is { reaction: string; by: string } => Boolean(e.reaction));
  if (entries.length === 0) return null;
  return (
    <p
      aria-label={`Reactions: ${entries.map((e) => `${e.reaction} from ${e.by}`).join(', ')}`}
      className="-mt-1.5 flex gap-0.5 rounded-full border border-line bg-white px-1.5 py-0.5 text-sm shadow-sm"
    >
      {entries.map((e) => (
        <span key={e.by} aria-hidden title={`From ${e.by}`}>
          {e.reaction}
        </span>
      ))}
    </p>
  );
}

interface MessageBubbleProps {
  message: Message;
  userId: string;
  otherName: string;
  onReact: (message: Message, reaction: string) => void;
  /** Saves a new text for one of the user's own chat messages; absent where messages cannot be edited. */
  onEdit?: (message: Message, text: string) => Promise<void>;
}

function EditButton({ onClick, buttonRef }: { onClick: () => void; buttonRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label="Edit your message"
      onClick={onClick}
      className="flex h-8 w-8 items-center justify-center rounded-full text-muted opacity-100 transition hover:bg-brand-50 hover:text-ink focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-4.5 w-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
        <path d="m13.5 6.5 4 4" />
      </svg>
    </button>
  );
}

/** One message: its text (or quote card), time, ticks when it is ours, reactions, the reaction menu, and editing for our own chat messages. */
export function MessageBubble({ message, userId, otherName, onReact, onEdit }: MessageBubbleProps) {
  const mine = message.senderId === userId;
  const isQuote = message.type === 'QUOTE' || message.type === 'QUOTE_ACTION';
  const canEdit = mine && onEdit !== undefined && isEditableMessageType(message.type) && Boolean(message.text);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back to where the person was, for keyboard users.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <li className={`group flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-message-id={message.id}>
      <div className={`flex max-w-[85%] items-center gap-1 md:max-w-[70%] ${mine ? 'flex-row-reverse' : ''}`}>
        <div className={`flex min-w-0 flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
          <MessageAttachments attachments={message.attachments} mine={mine} />
          {editing && onEdit ? (
            <EditMessageForm text={message.text} onSave={(text) => onEdit(message, text)} onClose={stopEditing} />
          ) : isQuote ? (
            <QuoteCard message={message} />
          ) : (
            message.text && <div className={bubble(mine)}>{message.text}</div>
          )}
          <Reactions message={message} userId={userId} otherName={otherName} />
        </div>
        {!editing && (
          <ReactionMenu message={message} userId={userId} align={mine ? 'end' : 'start'} onReact={(reaction) => onReact(message, reaction)} />
        )}
        {canEdit && !editing && <EditButton buttonRef={editButton} onClick={() => setEditing(true)} />}
      </div>
      <p className="mt-0.5 flex items-center gap-1 px-1 text-[11px] text-muted">
        <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
        {message.editedAt && <span>· Edited</span>}
        {mine && <Ticks message={message} />}
      </p>
    </li>
  );
}

/** A message of ours the server has not confirmed: sending, or not sent with a way to retry. */
export function PendingBubble({ message, onRetry, onDiscard }: { message: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
  const failed = message.status === 'failed';
  return (
    <li className="flex flex-col items-end">
      <div className={`flex max-w-[85%] flex-col items-end gap-1 md:max-w-[70%] ${failed ? 'opacity-80' : 'opacity-70'}`}>
        <PendingAttachments attachments={message.attachments} />
        {message.text && <div className={bubble(true)}>{message.text}</div>}
      </div>
      {failed ? (
        <p role="alert" className="mt-1 flex flex-wrap items-center justify-end gap-x-2 px-1 text-xs text-danger">
          <span>Not sent{message.error ? ` — ${message.error}` : ''}</span>
          <button type="button" onClick={onRetry} className="rounded font-semibold underline underline-offset-2">
            Retry
          </button>
          <button type="button" onClick={onDiscard} className="rounded text-muted underline underline-offset-2">
            Discard
          </button>
        </p>
      ) : (
        <p className="mt-0.5 px-1 text-[11px] text-muted">Sending…</p>
      )}
    </li>
  );
}
