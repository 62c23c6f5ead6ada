import { useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { ATTACHMENT_ACCEPT, MAX_MESSAGE_TEXT, messageHasContent, type Attachment } from '@tradeshub/sdk';
import { useAttachmentTray } from '../hooks/use-attachment-tray';
import { useDraft } from '../hooks/use-draft';
import { AttachmentTray } from './attachment-tray';

interface ComposerProps {
  conversationId: string;
  userId: string;
  recipientName: string;
  onSend: (text: string, attachments: Attachment[]) => void;
}

/**
 * The message box. Enter sends, Shift+Enter starts a new line; what is typed is kept as the
 * conversation's draft until it is sent. Files upload as soon as they are picked.
 */
export function Composer({ conversationId, userId, recipientName, onSend }: ComposerProps) {
  const draft = useDraft(conversationId, userId);
  const tray = useAttachmentTray(conversationId);
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  // The box grows with its text up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [draft.text]);

  const canSend = messageHasContent(draft.text, tray.readyCount) && !tray.uploading;
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(draft.text.trim(), tray.takeReady());
    draft.clear();
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form onSubmit={send} className="border-t border-line bg-white">
      <AttachmentTray items={tray.items} onRemove={tray.remove} />
      <div className="flex items-end gap-2 p-3">
        <input
          ref={picker}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="attachment-picker"
          onChange={(e) => {
            tray.add([...(e.target.files ?? [])], tray.items.length);
            e.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          aria-label="Attach a photo or document"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-brand-50 hover:text-ink"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M20.5 11.5l-8.1 8.1a5 5 0 0 1-7.1-7.1l8.5-8.5a3.4 3.4 0 0 1 4.8 4.8l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
          </svg>
        </button>
        <label htmlFor={`composer-${conversationId}`} className="sr-only">
          Message {recipientName}
        </label>
        <textarea
          id={`composer-${conversationId}`}
          ref={box}
          rows={1}
          value={draft.text}
          maxLength={MAX_MESSAGE_TEXT}
          placeholder="Write a message…"
          onChange={(e) => draft.change(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`composer-hint-${conversationId}`}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-line bg-surface px-3.5 py-2.5 text-[15px] leading-snug text-ink placeholder:text-muted focus:border-brand-400 focus:bg-white focus:outline-none"
        />
        <span id={`composer-hint-${conversationId}`} className="sr-only">
          Enter sends; Shift and Enter starts a new line.
        </span>
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-500 text-white transition hover:bg-brand-600 disabled:bg-brand-200"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6 3.3 10l12.6 2-12.6 2z" />
          </svg>
        </button>
      </div>
    </form>
  );
}
