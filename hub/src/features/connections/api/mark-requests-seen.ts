import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/client';

/** Marks every connection request to the caller as seen, clearing the contacts badge. */
export function useMarkRequestsSeen() {
  return useMutation({ mutationFn: () => client.connections.markAllUnseenSeen() });
}
