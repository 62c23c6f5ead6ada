import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { DEFAULT_COUNTRY, addressInputSchema, type Address, type AddressInput } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { showServerErrors } from '../../../lib/form-errors';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressFields } from './address-fields';
import { MilesSlider } from '../../../components/ui/miles-slider';

const FIELDS = ['address1', 'address2', 'locality', 'postcode', 'country', 'latitude', 'longitude'] as const;

function initialValues(address: Address | null): DefaultValues<AddressInput> {
  if (!address) return { address1: '', address2: '', locality: '', postcode: '', country: DEFAULT_COUNTRY };
  return { ...address, address2: address.address2 ?? '' };
}

interface AddressDialogProps {
  /** The address to change, or null to add one. */
  address: Address | null;
  radius: number;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

/** Adds or changes a saved address, with the radius of the local area around it. Mount it to open it. */
export function AddressDialog({ address, radius: initialRadius, onSaved, onClose }: AddressDialogProps) {
  const [radius, setRadius] = useState(initialRadius);
  const form = useForm<AddressInput, unknown, AddressInput>({
    resolver: zodResolver(addressInputSchema),
    mode: 'onTouched',
    defaultValues: initialValues(address),
  });
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const busy = create.isPending || update.isPending;

  const save = form.handleSubmit(async (body) => {
    try {
      const withRadius = { ...body, radiusMiles: radius };
      const saved = address ? await update.mutateAsync({ id: address.id, body: withRadius }) : await create.mutateAsync(withRadius);
      onSaved(saved);
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Dialog open onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="flex max-h-[92vh] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl">
          <DialogTitle className="border-b border-line px-5 py-4 text-lg font-semibold text-ink">
            {address ? 'Change address' : 'Add an address'}
          </DialogTitle>
          <FormProvider {...form}>
            <form noValidate onSubmit={(event) => void save(event)} className="flex min-h-0 flex-1 flex-col">
              <div className="flex flex-col gap-6 overflow-y-auto px-5 py-5">
                <AddressFields />
                <MilesSlider
                  label="Your local area"
                  hint="How far around this address you want to see tradespeople and community posts."
                  value={radius}
                  onChange={setRadius}
                />
              </div>
              <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end">
                <Button variant="ghost" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" busy={busy}>
                  {address ? 'Save address' : 'Add address'}
                </Button>
              </div>
            </form>
          </FormProvider>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
