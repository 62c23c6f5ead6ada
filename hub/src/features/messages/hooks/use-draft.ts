import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Draft } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { messagesKeys } from '../api/keys';

// The composer's unsent text survives a reload and a change of device: it is saved to the
// server a moment after typing stops, and kept in this browser at once, so nothing typed
// is lost while offline. On opening, the newer of the two copies wins.

export const DRAFT_SAVE_DELAY_MS = 700;

interface LocalDraft {
  readonly text: string;
  readonly updatedAt: string;
}

const storageKey = (userId: string, conversationId: string) => `tradeshub.draft.v1.${userId}.${conversationId}`;

function readLocal(key: string): LocalDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<LocalDraft> | null;
    return typeof value?.text === 'string' && typeof value.updatedAt === 'string' ? { text: value.text, updatedAt: value.updatedAt } : null;
  } catch {
    return null;
  }
}

function writeLocal(key: string, text: string): void {
  try {
    if (text) localStorage.setItem(key, JSON.stringify({ text, updatedAt: new Date().toISOString() }));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the server copy still carries the draft.
  }
}

/** The newer of the server's draft and this browser's copy. */
export function newerDraft(server: Draft | null, local: LocalDraft | null): string {
  if (!server) return local?.text ?? '';
  if (!local) return server.text;
  return local.updatedAt > server.updatedAt ? local.text : server.text;
}

function saveToServer(conversationId: string, text: string): Promise<unknown> {
  return text.trim()
    ? client.chat.saveDraft({ body: { conversationId, text } })
    : client.chat.deleteDraft({ params: { id: conversationId } });
}

/** The draft of one conversation: its text, a setter that saves it, and clear() for after sending. */
export function useDraft(conversationId: string, userId: string) {
  const key = storageKey(userId, conversationId);
  const [text, setText] = useState(() => readLocal(key)?.text ?? '');
  const touched = useRef(false);
  const unsaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Saves and deletes go one after another, so a late save cannot bring back a sent draft.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback((write: () => Promise<unknown>) => {
    queue.current = queue.current.then(write).catch(() => {
      // Offline: the local copy holds it; the next keystroke or visit saves it again.
    });
  }, []);

  const server = useQuery({
    queryKey: messagesKeys.draft(conversationId),
    queryFn: ({ signal }) => client.chat.getDraft({ params: { id: conversationId } }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    if (server.isSuccess && !touched.current) setText(newerDraft(server.data ?? null, readLocal(key)));
  }, [key, server.data, server.isSuccess]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const pending = unsaved.current;
    if (pending === null) return;
    unsaved.current = null;
    enqueue(() => saveToServer(conversationId, pending));
  }, [conversationId, enqueue]);

  // Whatever is still waiting is saved when the conversation closes or the page is hidden.
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (next: string) => {
      touched.current = true;
      setText(next);
      writeLocal(key, next);
      unsaved.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush, key],
  );

  const clear = useCallback(() => {
    touched.current = true;
    clearTimeout(timer.current);
    unsaved.current = null;
    setText('');
    writeLocal(key, '');
    enqueue(() => client.chat.deleteDraft({ params: { id: conversationId } }));
  }, [conversationId, enqueue, key]);

  return { text, change, clear, loaded: server.isFetched };
}
