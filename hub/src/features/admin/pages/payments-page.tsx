import { useState } from 'react';
import { formatPounds, type AdminPayment, type WebhookEvent } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useAdminPayments, useWebhookEvents } from '../api/get-payments';
import { ConsoleLayout } from '../components/console-layout';
import { consoleDateTime } from '../components/dates';

const TONE = {
  good: 'bg-brand-50 text-brand-700 ring-brand-200',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  quiet: 'bg-surface text-muted ring-line',
  bad: 'bg-red-50 text-danger ring-red-200',
};

function paymentState(payment: AdminPayment): { label: string; tone: string } {
  if (payment.paid) return { label: 'Paid', tone: TONE.good };
  if (payment.status === 'expired') return { label: 'Expired unpaid', tone: TONE.quiet };
  if (payment.declineMessage) return { label: 'Card declined', tone: TONE.bad };
  return { label: 'Checkout open', tone: TONE.waiting };
}

function Badge({ label, tone }: { label: string; tone: string }) {
  return <span className={`shrink-0 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{label}</span>;
}

function PaymentsList() {
  const payments = useAdminPayments();
  if (payments.isPending) return <PageLoading label="Loading payments…" />;
  if (payments.isError) return <ErrorState title="We could not load the payments" error={payments.error} onRetry={() => void payments.refetch()} />;
  const items = payments.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState title="No payments yet">Card payments appear here once a customer opens a checkout.</EmptyState>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Payments" className="flex flex-col gap-3">
        {items.map((payment) => {
          const state = paymentState(payment);
          return (
            <li key={payment.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {formatPounds(payment.amountPence)} from {payment.customerName} to {payment.businessName}
                  </p>
                  <p className="truncate text-sm text-muted">
                    {payment.workTitle} · <time dateTime={payment.createdAt}>{consoleDateTime(payment.createdAt)}</time>
                  </p>
                </div>
                <Badge {...state} />
              </div>
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="inline text-muted">Tradeshub keeps </dt>
                  <dd className="inline font-medium text-ink">{formatPounds(payment.applicationFeePence)}</dd>
                </div>
                <div>
                  <dt className="inline text-muted">Paid </dt>
                  <dd className="inline font-medium text-ink">
                    {payment.paidAt ? (
                      <>
                        <time dateTime={payment.paidAt}>{consoleDateTime(payment.paidAt)}</time>
                        {payment.paidWith ? ` with ${payment.paidWith}` : ''}
                      </>
                    ) : (
                      'not yet'
                    )}
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="inline text-muted">Checkout </dt>
                  <dd className="inline font-mono text-xs break-all text-ink">
                    {payment.id} ({payment.provider})
                  </dd>
                </div>
              </dl>
              {payment.declineMessage && <p className="mt-2 text-sm text-danger">The customer was told: {payment.declineMessage}</p>}
            </li>
          );
        })}
      </ul>
      {payments.hasNextPage && (
        <Button variant="secondary" busy={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
          Show older payments
        </Button>
      )}
    </div>
  );
}

const EVENT_STATE: Record<WebhookEvent['status'], { label: string; tone: string }> = {
  PROCESSED: { label: 'Processed', tone: TONE.good },
  FAILED: { label: 'Failed', tone: TONE.bad },
};

function EventsList() {
  const [failedOnly, setFailedOnly] = useState(false);
  const events = useWebhookEvents(failedOnly);
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)} />
        Only events that failed
      </label>
      {events.isPending ? (
        <PageLoading label="Loading webhook events…" />
      ) : events.isError ? (
        <ErrorState title="We could not load the webhook events" error={events.error} onRetry={() => void events.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={failedOnly ? 'No failed events' : 'No events yet'}>
          {failedOnly ? 'Every event the payment provider sent was applied.' : 'Events appear here as the payment provider sends them.'}
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Webhook events" className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
            {items.map((event) => (
              <li key={event.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{event.type}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={event.receivedAt}>{consoleDateTime(event.receivedAt)}</time> · {event.provider} ·{' '}
                    {event.attempts === 1 ? 'received once' : `received ${event.attempts} times`}
                  </p>
                  <p className="font-mono text-xs break-all text-muted">{event.id}</p>
                  {event.error && <p className="mt-1 text-sm text-danger">{event.error}</p>}
                </div>
                <Badge {...EVENT_STATE[event.status]} />
              </li>
            ))}
          </ul>
          {events.hasNextPage && (
            <Button variant="secondary" busy={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
              Show older events
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** /admin/payments: card payments with their state, and the provider's webhook events with what became of each (read-only). */
export default function PaymentsPage() {
  return (
    <ConsoleLayout title="Payments and webhooks" intro="Card payments, newest first, and every event the payment provider sent us, with whether it was applied. Nothing here can be changed.">
      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h2 id="payments-heading" className="text-lg font-semibold text-ink">
          Payments
        </h2>
        <PaymentsList />
      </section>
      <section aria-labelledby="events-heading" className="mt-8 flex flex-col gap-3">
        <h2 id="events-heading" className="text-lg font-semibold text-ink">
          Webhook events
        </h2>
        <EventsList />
      </section>
    </ConsoleLayout>
  );
}
