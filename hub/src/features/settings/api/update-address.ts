import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { profileQueryKey } from './get-profile';

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddressInput }) => client.user.updateAddress({ params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
