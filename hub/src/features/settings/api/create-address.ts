import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { profileQueryKey } from './get-profile';

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) => client.user.createAddress({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
