import { useMutation } from '@tanstack/react-query';
import { loadClient } from '../../../../lib/load-client';

/**
 * Opens the conversation with a business's owner, starting it if there is none yet. Whoever
 * writes from a business's profile writes as its customer, whatever mode they use.
 */
export function useStartConversation() {
  return useMutation({
    mutationFn: async (ownerId: string) => (await loadClient()).chat.createConversation({ body: { receiverId: ownerId, kind: 'GENERAL', startedByTradesperson: false } }),
  });
}
