import { useQuery } from '@tanstack/react-query';
import { conversationsForRole, otherParticipant } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';
import { useSession } from '../../../lib/session';

/** A customer the tradesperson can quote: someone they talk to as their business. */
export interface QuoteCustomer {
  readonly customerId: string;
  readonly conversationId: string;
  readonly name: string;
}

const customersKey = (userId: string) => [...workKeys.all, 'quote-customers', userId] as const;

/** The customers of the tradesperson's conversations (their first page, most recent first), to pick who a new quote is for. */
export function useQuoteCustomers(enabled: boolean) {
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  return useQuery({
    queryKey: customersKey(userId),
    queryFn: async ({ signal }): Promise<QuoteCustomer[]> => {
      const page = await client.chat.getConversations({ query: { userId, limit: 50 } }, { signal });
      return conversationsForRole(page.items, userId, 'TRADEPERSON').map((c) => ({
        customerId: otherParticipant(c, userId),
        conversationId: c.id,
        name: `${c.userProfile.firstName} ${c.userProfile.lastName}`.trim(),
      }));
    },
    enabled: enabled && userId !== '',
  });
}
