import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionKeys } from '../../../entities/connections';
import { client } from '../../../lib/client';

/** Marks every connection request to the caller as seen, clearing the contacts badge. */
export function useMarkRequestsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.connections.markAllUnseenSeen(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.unseenAll }),
  });
}
