import type { ConnectedAccount } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toasts';
import { useStartIdentityChecks } from '../api/connected-account';
import { ACCOUNT_STATUS_TEXT, identityChecksAction } from '../account-status';
import { CardFeeSetting } from './card-fee-setting';
import { YesNo } from './yes-no';

const TONES = {
  warn: 'bg-amber-50 text-warning ring-amber-200',
  error: 'bg-red-50 text-danger ring-red-200',
  ok: 'bg-brand-50 text-brand-800 ring-brand-200',
} as const;

export const card = 'flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6';

/** The button to the provider's identity checks: connect, continue, fix or update. */
export function IdentityChecksButton({ account, variant = 'primary' }: { account: ConnectedAccount | null; variant?: 'primary' | 'secondary' }) {
  const start = useStartIdentityChecks();
  const go = async () => {
    try {
      await start.mutateAsync(account !== null);
    } catch (error) {
      toast.error(error, 'We could not open the identity checks. Please try again.');
    }
  };
  return (
    <Button variant={variant} className="w-full sm:w-auto" busy={start.isPending || start.isSuccess} onClick={() => void go()}>
      {identityChecksAction(account)}
    </Button>
  );
}

/** Before connecting: what a payment account is for and the button to start. */
export function ConnectCard() {
  return (
    <section aria-labelledby="connect-title" className={card}>
      <h2 id="connect-title" className="text-lg font-semibold text-ink">
        Get paid through Tradeshub
      </h2>
      <p className="max-w-prose text-sm text-muted">
        Connect a payment account so customers can pay each stage of a job by card. Our payment provider checks who you are (as a
        sole trader or a company) and pays what you earn, less Tradeshub's fee, into your bank account.
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
        <li>About five minutes: your name, date of birth, address and bank details</li>
        <li>Companies also give their Companies House number</li>
      </ul>
      <div>
        <IdentityChecksButton account={null} />
      </div>
    </section>
  );
}

/** Where the account's checks stand, what is still due, and whether it can take payments and pay out. */
export function AccountStatusCard({ account }: { account: ConnectedAccount }) {
  const status = ACCOUNT_STATUS_TEXT[account.status];
  return (
    <section aria-labelledby="status-title" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-title" className="text-lg font-semibold text-ink">
          Payment account
        </h2>
        <span data-testid="account-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status.tone]}`}>
          {status.label}
        </span>
      </div>
      <p className="max-w-prose text-sm text-muted">{status.summary}</p>
      {account.requirements.length > 0 && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
          <h3 className="text-sm font-semibold text-ink">Still needed</h3>
          <ul aria-label="Requirements due" className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
            {account.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="divide-y divide-line">
        {account.accountType && (
          <div className="flex items-center justify-between gap-4 py-2 text-sm">
            <dt className="text-muted">Account type</dt>
            <dd className="font-semibold text-ink">{account.accountType === 'company' ? 'Company' : 'Sole trader'}</dd>
          </div>
        )}
        <YesNo label="Identity details sent" value={account.detailsSubmitted} />
        <YesNo label="Card payments enabled" value={account.chargesEnabled} />
        <YesNo label="Payouts enabled" value={account.payoutsEnabled} />
      </dl>
      <div>
        <IdentityChecksButton account={account} variant={account.status === 'VERIFIED' ? 'secondary' : 'primary'} />
      </div>
      <CardFeeSetting account={account} />
    </section>
  );
}
