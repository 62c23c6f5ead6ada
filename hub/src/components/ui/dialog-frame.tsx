import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** While true, Escape and the backdrop do not close it (a save is under way). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A centred dialog on wider screens, a bottom sheet that scrolls on a phone. */
export function DialogFrame({ open, title, description, busy = false, onClose, children }: DialogFrameProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="flex max-h-[92dvh] w-full max-w-lg flex-col overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-6">
          <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
          {description && <Description className="mt-1 text-sm text-muted">{description}</Description>}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
