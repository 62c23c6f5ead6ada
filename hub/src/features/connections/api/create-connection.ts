import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { connectionKeys } from '../../../entities/connections';

/** Sends a connection request; `isTrustedConnection` asks to join a business's trusted connections. */
export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { receiverId: string; isTrustedConnection?: boolean }) => client.connections.create({ body: input }),
    onSuccess: (connection, input) => {
      queryClient.setQueryData(connectionKeys.check(input.receiverId), { connected: false, connection });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
