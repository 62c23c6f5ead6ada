import { useQueryClient } from '@tanstack/react-query';
import { reactionFieldFor, type Message } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { toast } from '../../../lib/toasts';
import { patchMessage, upsertMessages, type Thread } from '../thread-cache';
import { messagesKeys } from './keys';

/** The reactions people can choose: a few that say most things. */
export const REACTIONS = ['👍', '❤️', '😂', '😮', '🙏'] as const;

/** Sets (or, choosing the same again, clears) the viewer's reaction; shown at once, undone if refused. */
export function useReactToMessage(userId: string) {
  const queryClient = useQueryClient();
  return async (message: Message, reaction: string) => {
    const field = reactionFieldFor(message, userId);
    if (!field) return;
    const next = message[field] === reaction ? null : reaction;
    const key = messagesKeys.thread(message.conversationId);
    const update = (change: (thread: Thread) => Thread) =>
      queryClient.setQueryData<Thread | null>(key, (thread) => (thread ? change(thread) : thread));
    update((thread) => patchMessage(thread, message.id, { [field]: next }));
    try {
      const saved = await client.chat.updateReaction({ body: { messageId: message.id, reaction: next } });
      update((thread) => ({ ...thread, messages: upsertMessages(thread.messages, [saved]) }));
    } catch (error) {
      update((thread) => patchMessage(thread, message.id, { [field]: message[field] }));
      toast.error(error, 'Your reaction was not saved. Please try again.');
    }
  };
}
