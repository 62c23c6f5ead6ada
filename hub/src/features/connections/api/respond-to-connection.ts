import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';

/** Accepts or rejects a connection request sent to the caller. */
export function useRespondToConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { connectionId: string; status: 'ACCEPTED' | 'REJECTED' }) => client.connections.update({ body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
