import { useState } from 'react';
import { resendFailureToastText, type Recommendation } from '@tradeshub/sdk';
import { Button } from '../../../../../components/ui/button';
import { Spinner } from '../../../../../components/ui/spinner';
import { ErrorState } from '../../../../../components/ui/states';
import { logFailure } from '../../../../../lib/log';
import { toast, useToasts } from '../../../../../lib/toasts';
import { useDeleteInvite } from '../api/delete-invite';
import { useSentInvites } from '../api/get-sent-invites';
import { useResendInvite } from '../api/resend-invite';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** Where an invite stands, in the owner's words. */
function inviteState(invite: Recommendation): { label: string; tone: string; canResend: boolean } {
  if (invite.revokedAt) return { label: 'Withdrawn by the customer', tone: 'bg-surface text-muted ring-line', canResend: false };
  if (!invite.recommender) return { label: 'Waiting for reply', tone: 'bg-amber-50 text-warning ring-amber-200', canResend: true };
  if (invite.status === 'ACCEPTED') return { label: 'Recommended you', tone: 'bg-brand-50 text-brand-700 ring-brand-200', canResend: false };
  if (invite.status === 'REJECTED') return { label: 'Declined by you', tone: 'bg-red-50 text-danger ring-red-200', canResend: false };
  return { label: 'Recommended you: waiting for your answer', tone: 'bg-accent-50 text-accent-700 ring-accent-200', canResend: false };
}

const nameOf = (invite: Recommendation) => invite.invitedName ?? 'your customer';

/** The invites the business sent, to resend (3 a day at most) or delete. */
export function SentInvites({ businessId }: { businessId: string }) {
  const invites = useSentInvites(businessId);
  const resend = useResendInvite(businessId);
  const remove = useDeleteInvite(businessId);
  const [deleting, setDeleting] = useState<Recommendation | null>(null);

  const resendTo = async (invite: Recommendation) => {
    try {
      await resend.mutateAsync(invite.id);
      toast.success(`Invitation sent to ${nameOf(invite)} again.`);
    } catch (error) {
      useToasts.getState().show('error', resendFailureToastText(error));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`Invitation to ${nameOf(deleting)} deleted.`);
    } catch (error) {
      // An invitation is a recommendation: spec section 8 has a failed delete only logged; the list reloads, so it is still there.
      logFailure(`Deleting invitation ${deleting.id} failed`, error);
    }
    setDeleting(null);
  };

  if (invites.isPending) return <Spinner size="sm" label="Loading your invitations…" />;
  if (invites.isError) return <ErrorState title="We could not load your invitations" error={invites.error} onRetry={() => void invites.refetch()} />;
  if (invites.data.length === 0) return <p className="text-sm text-muted">You have not invited anyone yet. Your invitations will be listed here.</p>;
  const resendingId = resend.isPending ? resend.variables : null;

  return (
    <>
      <ul className="flex flex-col divide-y divide-line">
        {invites.data.map((invite) => {
          const state = inviteState(invite);
          const contact = [invite.invitedEmail, invite.invitedPhone].filter(Boolean).join(' · ');
          return (
            <li key={invite.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-sm font-semibold break-words text-ink">{nameOf(invite)}</p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${state.tone}`}>{state.label}</span>
                </div>
                <p className="mt-0.5 text-xs break-all text-muted">{contact}</p>
                <p className="text-xs text-muted">
                  {invite.workCategory.title}
                  {invite.inviteSentAt && ` · sent ${invite.inviteCount === 1 ? 'once' : `${invite.inviteCount} times`}, last on ${dateFormat.format(new Date(invite.inviteSentAt))}`}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                {state.canResend && (
                  <Button
                    variant="secondary"
                    busy={resendingId === invite.id}
                    disabled={resendingId !== null}
                    onClick={() => void resendTo(invite)}
                    aria-label={`Resend the invitation to ${nameOf(invite)}`}
                  >
                    Resend
                  </Button>
                )}
                <Button variant="ghost" className="text-danger!" onClick={() => setDeleting(invite)} aria-label={`Delete the invitation to ${nameOf(invite)}`}>
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {invites.hasNextPage && (
        <Button variant="ghost" className="mt-2" busy={invites.isFetchingNextPage} onClick={() => void invites.fetchNextPage()}>
          Show more
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this invitation?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting &&
          (deleting.recommender
            ? `This also deletes ${nameOf(deleting)}'s recommendation of your business. This cannot be undone.`
            : `The link we sent ${nameOf(deleting)} will stop working. This cannot be undone.`)}
      </ConfirmDialog>
    </>
  );
}
