import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessRegisterBody } from '@tradeshub/sdk';
import { ownBusinessQueryOptions } from '../../../../entities/business';
import { client } from '../../../../lib/client';
import { refreshSession } from '../../../../lib/session';

/**
 * Registers the caller's business, records that they accepted the business rules, then
 * reloads the session (role and business change) and switches the hub to business mode.
 */
export function useRegisterBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BusinessRegisterBody) => {
      const business = await client.business.register({ body });
      const ownKey = ownBusinessQueryOptions(business.id).queryKey;
      queryClient.setQueryData(ownKey, business);
      // The business exists from here on. If recording the rules fails, the business page
      // asks again (it shows a notice while ruleAccepted is false), so registration still succeeds.
      await client.business.updateRuleAccepted({ body: { accepted: true } }).then(
        ({ ruleAccepted }) => queryClient.setQueryData(ownKey, { ...business, ruleAccepted }),
        () => undefined,
      );
      client.session.setBusinessUser(true);
      await client.business.updateHasSwitched({ body: { hasSwitched: true } }).catch(() => undefined);
      // A failed reload is not a failed registration: the guards load the session again.
      await refreshSession().catch(() => undefined);
      return business;
    },
  });
}
