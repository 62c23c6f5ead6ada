import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone; the safe choice is focused first. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} title={title} description={children} busy={busy} onClose={onClose} width="md">
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}
