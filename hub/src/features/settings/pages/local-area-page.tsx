import { useState } from 'react';
import { DEFAULT_RANGE, type Address } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../lib/toasts';
import { useDeleteAddress } from '../api/delete-address';
import { useProfile } from '../api/get-profile';
import { useUpdateAddressIndex } from '../api/update-address-index';
import { AddressCard } from '../components/address-card';
import { AddressDialog } from '../components/address-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SettingsLayout } from '../components/settings-layout';

/** /user/settings/localArea: the customer's saved addresses and which one Tradeshub uses. */
export default function LocalAreaPage() {
  const profile = useProfile();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const chooseAddress = useUpdateAddressIndex();
  const deleteAddress = useDeleteAddress();

  const addresses = profile.data?.addresses ?? [];
  const currentIndex = profile.data?.addressIndex ?? 0;
  const deletingCurrent = deleting !== null && addresses.indexOf(deleting) === currentIndex;
  const addButton = <Button onClick={() => setEditing('new')}>Add an address</Button>;

  // Awaited rather than given callbacks: reloading the session may remount the page before they would run.
  const choose = async (index: number) => {
    try {
      await chooseAddress.mutateAsync(index);
      toast.success('Your current address has been changed.');
    } catch (error) {
      toast.error(error);
    }
  };
  const remove = async (address: Address) => {
    try {
      await deleteAddress.mutateAsync(address.id);
      toast.success('The address has been deleted.');
    } catch (error) {
      toast.error(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <SettingsLayout
      title="Local area"
      description="Your current address sets the area you see tradespeople and community posts for. Save the places you have work done, like home or a relative’s house."
    >
      {profile.isPending ? (
        <PageLoading label="Loading your addresses…" />
      ) : profile.isError ? (
        <ErrorState title="We could not load your addresses" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : addresses.length === 0 ? (
        <EmptyState title="You have not added an address yet" action={addButton}>
          Add your home address so we can show you tradespeople and community posts near you. Only your town is ever shown to
          others.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="grid gap-4 lg:grid-cols-2">
            {addresses.map((address, index) => (
              <AddressCard
                key={address.id}
                address={address}
                isCurrent={index === currentIndex}
                radius={address.radiusMiles}
                choosing={chooseAddress.isPending && chooseAddress.variables === index}
                onChoose={() => void choose(index)}
                onEdit={() => setEditing(address)}
                onDelete={() => setDeleting(address)}
              />
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {addButton}
          </div>
        </div>
      )}

      {editing !== null && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          radius={editing === 'new' ? DEFAULT_RANGE : editing.radiusMiles}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(editing === 'new' ? 'Your address has been saved.' : 'Your address has been updated.');
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        confirmLabel="Delete address"
        busy={deleteAddress.isPending}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting?.address1}, {deleting?.locality} will be removed from your saved addresses.
          {deletingCurrent && addresses.length > 1 && ' It is your current address, so your oldest remaining address will become the current one.'}
        </p>
      </ConfirmDialog>
    </SettingsLayout>
  );
}
