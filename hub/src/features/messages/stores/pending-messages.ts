import { create } from 'zustand';
import type { Attachment } from '@tradeshub/sdk';

/** A message the user sent that the server has not confirmed: on its way, or failed and waiting for a retry. */
export interface PendingMessage {
  readonly clientId: string;
  readonly conversationId: string;
  readonly receiverId: string;
  readonly text: string;
  /** Files already uploaded that go with it. */
  readonly attachments: readonly Attachment[];
  readonly status: 'sending' | 'failed';
  /** The server's sentence when it refused the message. */
  readonly error: string | null;
  readonly createdAt: string;
  /** The thread's newest message when it was sent: its confirmation comes after this one. */
  readonly afterMessageId: string | null;
}

interface PendingMessagesState {
  readonly pending: readonly PendingMessage[];
  add(message: PendingMessage): void;
  update(clientId: string, change: Partial<PendingMessage>): void;
  remove(clientId: string): void;
}

/** Sends in flight, kept outside the query cache so a refetch of the thread never drops them. */
export const usePendingMessages = create<PendingMessagesState>((set) => ({
  pending: [],
  add: (message) => set((s) => ({ pending: [...s.pending, message] })),
  update: (clientId, change) => set((s) => ({ pending: s.pending.map((m) => (m.clientId === clientId ? { ...m, ...change } : m)) })),
  remove: (clientId) => set((s) => ({ pending: s.pending.filter((m) => m.clientId !== clientId) })),
}));
