import { useMutation, useQuery } from '@tanstack/react-query';
import { COMMUNITY_RULES_TITLE } from '@tradeshub/sdk';
import { loadClient } from '../../../lib/load-client';
import { refreshSession } from '../../../lib/session';
import { CONTENT_STALE_MS } from '../../../entities/content';
import { communityKeys } from './keys';

/** The community rules: the content item titled CommunityRules (spec section 7, Content service). */
export function useCommunityRules(enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.rules,
    queryFn: async ({ signal }) => {
      const items = await (await loadClient()).content.getAllWebContentItems(undefined, { signal });
      const rules = items.find((item) => item.title === COMMUNITY_RULES_TITLE);
      if (!rules) throw new Error('The community rules are not available right now. Please try again later.');
      return rules;
    },
    staleTime: CONTENT_STALE_MS,
    enabled,
  });
}

/** Accepts the rules once; the session is reloaded so every page knows they were accepted. */
export function useAcceptCommunityRules() {
  return useMutation({
    mutationFn: async () => (await loadClient()).user.updateCommunityRuleAccepted({ body: { accepted: true } }),
    onSuccess: () => refreshSession(),
  });
}
