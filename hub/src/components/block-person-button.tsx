import { lazy, Suspense, useState } from 'react';
import { useBlockStatus, useSetBlocked } from '../entities/blocks';
import { toast } from '../lib/toasts';
import { Button } from './ui/button';

// Headless UI's dialog loads when someone asks to block, not with every profile or conversation.
const ConfirmDialog = lazy(() => import('./ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

export interface BlockPersonButtonProps {
  userId: string;
  /** How the page names them: 'Ravi Patel', 'Clarke & Patel Plumbing'. */
  name: string;
  className?: string;
}

/**
 * Block (after a confirmation) or unblock someone, from wherever their name is shown:
 * a profile, a conversation. Shows nothing until it knows which of the two applies.
 */
export function BlockPersonButton({ userId, name, className = '' }: BlockPersonButtonProps) {
  const status = useBlockStatus(userId);
  const setBlocked = useSetBlocked();
  const [confirming, setConfirming] = useState(false);
  if (!status.data) return null;
  const { youBlocked } = status.data;

  const change = (blocked: boolean) =>
    setBlocked.mutate(
      { userId, blocked },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(blocked ? `You have blocked ${name}.` : `You have unblocked ${name}.`);
        },
        onError: (error) => toast.error(error),
      },
    );

  return (
    <>
      {youBlocked ? (
        <Button variant="secondary" className={className} busy={setBlocked.isPending} onClick={() => change(false)}>
          Unblock
        </Button>
      ) : (
        <Button variant="secondary" className={`text-danger! ${className}`} onClick={() => setConfirming(true)}>
          Block
        </Button>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={`Block ${name}?`}
            confirmLabel="Block"
            busy={setBlocked.isPending}
            onConfirm={() => change(true)}
            onClose={() => setConfirming(false)}
          >
            {name} will not be able to message you or connect with you, and you will not be able to message or connect with them. Any
            connection between you ends. They are not told. You can unblock them at any time in Settings, Security.
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
