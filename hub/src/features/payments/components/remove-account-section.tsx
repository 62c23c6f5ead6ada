import { useState } from 'react';
import { isApiError } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toasts';
import { useRemoveAccount } from '../api/connected-account';
import { card } from './account-status-card';

/** Closing the payment account; the server refuses while money is on its way, and its sentence is shown in the dialog. */
export function RemoveAccountSection() {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useRemoveAccount();
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      close();
      toast.success('Your payment account has been removed.');
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : 'We could not reach Tradeshub. Check your connection and try again.');
    }
  };
  return (
    <section aria-labelledby="remove-title" className={`${card} border-danger/30`}>
      <h2 id="remove-title" className="text-lg font-semibold text-ink">
        Remove payment account
      </h2>
      <p className="max-w-prose text-sm text-muted">
        Customers will no longer be able to pay you by card until you connect again. You cannot remove it while a payment or payout is
        on its way.
      </p>
      <div>
        <Button variant="danger" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          Remove payment account
        </Button>
      </div>
      <ConfirmDialog open={open} title="Remove your payment account?" confirmLabel="Remove account" busy={remove.isPending} onConfirm={() => void confirm()} onClose={close}>
        <span className="flex flex-col gap-2">
          {refusal && (
            <span role="alert" className="block rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger">
              {refusal}
            </span>
          )}
          <span>Your identity checks, bank account and cards are removed from Tradeshub. Payments already made are kept in Accounts.</span>
        </span>
      </ConfirmDialog>
    </section>
  );
}
