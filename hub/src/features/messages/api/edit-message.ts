import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { upsertMessages, type Thread } from '../thread-cache';
import { messagesKeys } from './keys';

/**
 * PATCH message/{id}: changes the text of one of the user's own chat messages. Resolves once
 * the server has it (the thread then shows the saved text, marked Edited); rejects with the
 * server's sentence, leaving the message as it was.
 */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return async (message: Message, text: string): Promise<void> => {
    const saved = await client.chat.editMessage({ params: { id: message.id }, body: { text } });
    queryClient.setQueryData<Thread | null>(messagesKeys.thread(message.conversationId), (thread) =>
      thread ? { ...thread, messages: upsertMessages(thread.messages, [saved]) } : thread,
    );
  };
}
