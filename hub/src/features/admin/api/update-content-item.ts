import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateContentItemBody } from '@tradeshub/sdk';
import { contentKeys } from '../../../entities/content';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** PATCH content-service/update-content-item/:slug; the public pages and the audit log reload. */
export function useUpdateContentItem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContentItemBody) => client.content.updateItem({ params: { slug }, body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.all })]),
  });
}
