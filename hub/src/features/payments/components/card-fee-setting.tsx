import type { ConnectedAccount } from '@tradeshub/sdk';
import { usePlatformConfig } from '../../../entities/platform-config';
import { toast } from '../../../lib/toasts';
import { usePassCardFeeToCustomer } from '../api/connected-account';

/** Who pays the card processing fee (1.5 % + 20p) when Tradeshub charges one: the tradesperson, or the customer on top. */
export function CardFeeSetting({ account }: { account: ConnectedAccount }) {
  const config = usePlatformConfig();
  const save = usePassCardFeeToCustomer();
  const change = async (passOn: boolean) => {
    try {
      await save.mutateAsync(passOn);
      toast.success(passOn ? 'Customers now pay the card fee on top.' : 'You now pay the card fee yourself.');
    } catch (error) {
      toast.error(error, 'We could not save that. Please try again.');
    }
  };
  return (
    <div className="flex flex-col gap-1 border-t border-line pt-3">
      <label className="flex items-start gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          checked={account.passCardFeeToCustomer}
          disabled={save.isPending}
          onChange={(e) => void change(e.target.checked)}
        />
        <span>
          Customers pay the card fee
          <span className="block font-normal text-muted">
            {config.data?.cardFeesEnabled
              ? 'Card payments cost 1.5 % + 20p. When this is on, the customer pays it on top, so you receive the full amount.'
              : 'Tradeshub does not charge card fees at the moment; this applies if it does.'}
          </span>
        </span>
      </label>
    </div>
  );
}
