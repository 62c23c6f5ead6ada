import { useState } from 'react';
import type { OutboxMessage, OutboxStatus } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../lib/toasts';
import { useOutbox } from '../api/get-outbox';
import { useResendOutboxMessage } from '../api/resend-outbox-message';
import { ConsoleLayout } from '../components/console-layout';
import { consoleDateTime } from '../components/dates';
import { ReasonDialog, type ReasonRequest } from '../components/reason-dialog';

const STATUS: Record<OutboxStatus, { label: string; tone: string }> = {
  QUEUED: { label: 'Waiting to send', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  STORED: { label: 'Stored (no mail server)', tone: 'bg-surface text-muted ring-line' },
  SENT: { label: 'Sent', tone: 'bg-brand-50 text-brand-700 ring-brand-200' },
  FAILED: { label: 'Failed', tone: 'bg-red-50 text-danger ring-red-200' },
};

// Sign-in codes and reset links are never repeated: resending issues a fresh one (the server decides).
const FRESH_SECRET = new Set(['email-verification', 'password-reset']);

/** /admin/outbox: what the platform sent by email and text, secrets redacted, with resend. */
export default function OutboxPage() {
  const outbox = useOutbox();
  const resend = useResendOutboxMessage();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const ask = (message: OutboxMessage) =>
    setAsking({
      title: 'Send this message again?',
      description: FRESH_SECRET.has(message.templateKey ?? '')
        ? `${message.recipient} gets a new code or link; the old one stops working.`
        : `${message.recipient} gets the message again as shown.`,
      confirm: 'Resend',
      run: async (reason) => {
        await resend.mutateAsync({ id: message.id, reason });
        toast.success(`The message to ${message.recipient} is on its way again.`);
      },
    });

  return (
    <ConsoleLayout title="Mail outbox" intro="Every email and text the platform sent, newest first. Codes and reset links are redacted: nobody here can use them.">
      {outbox.isPending ? (
        <PageLoading label="Loading the outbox…" />
      ) : outbox.isError ? (
        <ErrorState title="We could not load the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.pages[0]?.items.length === 0 ? (
        <EmptyState title="Nothing sent yet">Emails and texts appear here as the platform sends them.</EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <ul aria-label="Messages" className="flex flex-col gap-3">
            {outbox.data.pages
              .flatMap((p) => p.items)
              .map((message) => (
                <li key={message.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-ink">{message.subject ?? (message.channel === 'sms' ? 'Text message' : '(no subject)')}</p>
                      <p className="truncate text-sm text-muted">
                        {message.channel === 'sms' ? 'Text to' : 'Email to'} {message.recipient} · <time dateTime={message.createdAt}>{consoleDateTime(message.createdAt)}</time>
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS[message.status].tone}`}>{STATUS[message.status].label}</span>
                      <Button variant="secondary" className="min-h-9 px-3 text-xs" onClick={() => ask(message)} aria-label={`Resend to ${message.recipient}`}>
                        Resend
                      </Button>
                    </div>
                  </div>
                  {message.error && (
                    <p className="mt-2 text-sm text-danger">
                      Last error after {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}: {message.error}
                    </p>
                  )}
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-medium text-brand-700">Show the message</summary>
                    <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-surface p-3 font-sans text-sm whitespace-pre-wrap text-ink">{message.body}</pre>
                  </details>
                </li>
              ))}
          </ul>
          {outbox.hasNextPage && (
            <Button variant="secondary" busy={outbox.isFetchingNextPage} onClick={() => void outbox.fetchNextPage()}>
              Show older messages
            </Button>
          )}
        </div>
      )}
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </ConsoleLayout>
  );
}
