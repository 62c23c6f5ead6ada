import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';

/** Removes a connection, or withdraws a request the caller sent. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.connections.remove({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
