import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { adminKeys } from './get-console-counts';

/** GET admin/users/:id: one user with their sessions and recent activity. */
export function useAdminUser(id: string) {
  return useQuery({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => client.admin.getUser({ params: { id } }, { signal }) });
}
