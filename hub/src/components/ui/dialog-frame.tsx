import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

const WIDTHS = {
  /** A question with a button or two. */
  md: 'max-w-md',
  /** A form. */
  lg: 'max-w-lg',
  /** Text to read. */
  '2xl': 'max-w-2xl',
} as const;

export interface DialogFrameProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** While true, Escape and the backdrop do not close it (a save is under way). */
  busy?: boolean;
  onClose: () => void;
  width?: keyof typeof WIDTHS;
  /** Buttons that stay in view below the scrolling content (a form's submit needs `form="<its id>"`). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Every dialog of the hub: centred on wider screens, a bottom sheet that scrolls on a phone. */
export function DialogFrame({ open, title, description, busy = false, onClose, width = 'lg', footer, children }: DialogFrameProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className={`flex max-h-[92dvh] w-full ${WIDTHS[width]} flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl`}>
          <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-6">
            <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
            {description && (
              <Description as="div" className="mt-1 text-sm text-muted">
                {description}
              </Description>
            )}
            <div className="mt-4">{children}</div>
          </div>
          {footer && <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
