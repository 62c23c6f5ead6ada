import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from './connection-keys';

/** Accepts or rejects a connection request sent to the caller. */
export function useRespondToConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { connectionId: string; status: 'ACCEPTED' | 'REJECTED' }) => client.connections.update({ body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
