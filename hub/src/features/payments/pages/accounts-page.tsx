import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { Notice } from '../../../components/ui/notice';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useAccountsSummary } from '../api/accounts';
import { AccountPayments } from '../components/account-payments';
import { CsvExport } from '../components/csv-export';
import { EarningsSummary } from '../components/earnings-summary';
import { FeeInvoicesSection } from '../components/fee-invoices-section';
import { PayoutsSection } from '../components/payouts-section';

/** /accounts (tradesperson): what they earned, where each payment stands, payouts, fee invoices and a CSV export. */
export default function AccountsPage() {
  usePageHeader('Accounts');
  const summary = useAccountsSummary();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <div>
        <h1 className="text-xl font-bold text-ink">Accounts</h1>
        <p className="mt-0.5 max-w-prose text-sm text-muted">What customers have paid you through Tradeshub, the fees taken, and what reached your bank.</p>
      </div>
      {summary.isPending ? (
        <PageLoading label="Loading your accounts…" />
      ) : summary.isError ? (
        <ErrorState title="We could not load your accounts" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          {summary.data.account?.status !== 'VERIFIED' && (
            <Notice tone="info" title={summary.data.account ? 'Finish your identity checks to be paid' : 'Connect a payment account to be paid by card'}>
              Customers can pay you by card once your payment account is verified.{' '}
              <Link to={paths.settings.payments()} className="font-semibold text-brand-700 underline">
                Go to payment settings
              </Link>
            </Notice>
          )}
          <EarningsSummary thisMonth={summary.data.thisMonth} thisYear={summary.data.thisYear} />
          <AccountPayments summary={summary.data} />
          <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
            <PayoutsSection inTransitPence={summary.data.payoutsInTransitPence} />
            <FeeInvoicesSection />
          </div>
          <CsvExport />
        </>
      )}
    </div>
  );
}
