import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FEEDBACK_FIELD_LABELS, isApiError, validateFeedback, type FeedbackConfig } from '@tradeshub/sdk';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { client } from '../../lib/client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts';

const EMPTY = { name: '', email: '', message: '' };

/**
 * The feedback form in its dialog. Its own chunk with Headless UI and the client, loaded the
 * first time someone presses Feedback. Signed-in people are known to the server, so only
 * visitors are asked for a name and an email.
 */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const location = useLocation();
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const askContact = !session.isAuthenticated;
  const config: FeedbackConfig = { requireName: askContact, requireEmail: askContact };
  const edit = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  // Once the error is showing, the blank required fields are marked too.
  const isMissing = (value: string) => problem !== null && value.trim() === '';

  const close = () => {
    onClose();
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = validateFeedback(draft, config);
    setProblem(error);
    if (error) return;
    setSending(true);
    try {
      await client.feedback.submit({
        body: {
          message: draft.message,
          ...(askContact ? { name: draft.name, email: draft.email } : {}),
          // The path only: a query can hold a reset token or other private details.
          page: location.pathname,
        },
      });
      toast.success('Thank you: your feedback has reached the Tradeshub team.');
      setDraft(EMPTY);
      close();
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : 'We could not send your feedback. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden />
      <div className="fixed inset-0 flex items-end justify-center p-3 sm:items-center sm:p-6">
        <DialogPanel className="max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogTitle className="text-lg font-bold text-ink">Send us feedback</DialogTitle>
              <p className="mt-1 text-sm text-muted">What works, what does not, what you wish Tradeshub did. We read every message.</p>
            </div>
            <button type="button" aria-label="Close" onClick={close} className="-m-1 rounded-lg p-2 text-muted hover:bg-surface">
              ✕
            </button>
          </div>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
            {problem && (
              <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
                {problem}
              </p>
            )}
            {askContact && (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={FEEDBACK_FIELD_LABELS.name}
                  autoComplete="name"
                  value={draft.name}
                  onChange={edit('name')}
                  aria-invalid={isMissing(draft.name) || undefined}
                />
                <TextField
                  label={FEEDBACK_FIELD_LABELS.email}
                  type="email"
                  autoComplete="email"
                  value={draft.email}
                  onChange={edit('email')}
                  aria-invalid={isMissing(draft.email) || undefined}
                />
              </div>
            )}
            <TextAreaField
              label={FEEDBACK_FIELD_LABELS.message}
              value={draft.message}
              onChange={edit('message')}
              maxLength={5000}
              data-autofocus
              aria-invalid={isMissing(draft.message) || undefined}
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" busy={sending}>
                Send feedback
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
