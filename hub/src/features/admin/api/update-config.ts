import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePlatformConfigBody } from '@tradeshub/sdk';
import { platformConfigKey } from '../../../entities/platform-config';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** PATCH admin/config; every screen that reads the config (fees, rewards) reloads it. */
export function useUpdateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePlatformConfigBody) => client.admin.updateConfig({ body }),
    onSuccess: (config) => {
      queryClient.setQueryData(platformConfigKey, config);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
