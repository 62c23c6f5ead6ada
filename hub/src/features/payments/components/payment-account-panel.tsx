import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useConnectedAccount } from '../api/connected-account';
import { AccountStatusCard, ConnectCard } from './account-status-card';
import { BankAccounts, PayoutCards } from './payout-destinations';
import { RemoveAccountSection } from './remove-account-section';

/** The Payments settings: connect, the identity checks, where payouts go, and removing the account. */
export function PaymentAccountPanel() {
  const account = useConnectedAccount();
  if (account.isPending) return <PageLoading label="Loading your payment account…" />;
  if (account.isError) return <ErrorState title="We could not load your payment account" error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data) return <ConnectCard />;
  return (
    <div className="flex flex-col gap-6">
      <AccountStatusCard account={account.data} />
      <BankAccounts />
      <PayoutCards />
      <RemoveAccountSection />
    </div>
  );
}
