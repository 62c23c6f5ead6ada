import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { DEFAULT_COUNTRY, addressInputSchema, type Address, type AddressInput } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { showServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toasts';
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
  const formId = useId();

  const save = form.handleSubmit(async (body) => {
    const withRadius = { ...body, radiusMiles: radius };
    if (!address) {
      try {
        onSaved(await create.mutateAsync(withRadius));
      } catch (error) {
        // Spec section 8: a failed address creation shows as a toast, with the server's sentence.
        toast.error(error);
      }
      return;
    }
    try {
      onSaved(await update.mutateAsync({ id: address.id, body: withRadius }));
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <DialogFrame
      open
      busy={busy}
      onClose={onClose}
      title={address ? 'Change address' : 'Add an address'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {address ? 'Save address' : 'Add address'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-6">
          <AddressFields />
          <MilesSlider
            label="Your local area"
            hint="How far around this address you want to see tradespeople and community posts."
            value={radius}
            onChange={setRadius}
          />
        </form>
      </FormProvider>
    </DialogFrame>
  );
}
