import { useState } from 'react';
import type { ConnectedAccountCard } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toasts';
import { useDeleteCard, useExternalAccounts, useMakeCardDefault, usePayoutCards } from '../api/connected-account';
import { card } from './account-status-card';

const defaultBadge = 'rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200';

function ListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {text}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/** The bank accounts payouts go to (added and changed in the identity checks). */
export function BankAccounts() {
  const banks = useExternalAccounts(true);
  return (
    <section aria-labelledby="banks-title" className={card}>
      <h2 id="banks-title" className="text-lg font-semibold text-ink">
        Bank account
      </h2>
      {banks.isPending ? (
        <Spinner label="Loading your bank accounts" />
      ) : banks.isError ? (
        <ListError text="We could not load your bank accounts." onRetry={() => void banks.refetch()} />
      ) : banks.data.length === 0 ? (
        <p className="text-sm text-muted">No bank account yet. Add one in the identity checks, so what you earn can be paid out.</p>
      ) : (
        <ul aria-label="Bank accounts" className="flex flex-col divide-y divide-line">
          {banks.data.map((bank) => (
            <li key={bank.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-ink">
                <span className="font-semibold">{bank.bankName}</span> •••• {bank.last4} <span className="text-muted">({bank.currency.toUpperCase()})</span>
              </span>
              {bank.isDefault && <span className={defaultBadge}>Default for payouts</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const expiry = (c: ConnectedAccountCard) => `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear).slice(-2)}`;
const cardName = (c: ConnectedAccountCard) => `${c.brand} •••• ${c.last4}`;

/** Debit cards payouts can go to: which one is the default, make another the default, remove one. */
export function PayoutCards() {
  const cards = usePayoutCards(true);
  const makeDefault = useMakeCardDefault();
  const remove = useDeleteCard();
  const [removing, setRemoving] = useState<ConnectedAccountCard | null>(null);

  const setDefault = async (c: ConnectedAccountCard) => {
    try {
      await makeDefault.mutateAsync(c);
      toast.success(`${cardName(c)} is now your default for payouts.`);
    } catch (error) {
      toast.error(error, 'We could not change your default card. Please try again.');
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      toast.success(`${cardName(removing)} removed.`);
    } catch (error) {
      toast.error(error, 'We could not remove that card. Please try again.');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="cards-title" className={card}>
      <h2 id="cards-title" className="text-lg font-semibold text-ink">
        Payout cards
      </h2>
      {cards.isPending ? (
        <Spinner label="Loading your cards" />
      ) : cards.isError ? (
        <ListError text="We could not load your cards." onRetry={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <p className="text-sm text-muted">No debit cards. Payouts go to your bank account.</p>
      ) : (
        <ul aria-label="Payout cards" className="flex flex-col divide-y divide-line">
          {cards.data.map((c) => (
            <li key={c.id} aria-label={cardName(c)} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-ink">
                <span className="font-semibold">{cardName(c)}</span> <span className="text-muted">expires {expiry(c)}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                {c.isDefault ? (
                  <span className={defaultBadge}>Default for payouts</span>
                ) : (
                  <Button variant="secondary" busy={makeDefault.isPending && makeDefault.variables?.id === c.id} disabled={makeDefault.isPending} onClick={() => void setDefault(c)}>
                    Make default
                  </Button>
                )}
                <Button variant="ghost" aria-label={`Remove ${cardName(c)}`} onClick={() => setRemoving(c)}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this card?"
        confirmLabel="Remove card"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {removing ? `${cardName(removing)} will no longer receive payouts.` : ''}
      </ConfirmDialog>
    </section>
  );
}
