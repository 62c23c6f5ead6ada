import type { ReactNode } from 'react';

const TONES = {
  success: { ring: 'border-brand-200', icon: 'bg-brand-100 text-brand-700', glyph: '✓' },
  error: { ring: 'border-danger/30', icon: 'bg-red-50 text-danger', glyph: '!' },
  waiting: { ring: 'border-accent-200', icon: 'bg-accent-50 text-accent-700', glyph: '…' },
} as const;

export type CallbackTone = keyof typeof TONES;

/** A return page from a hosted payment page: what happened, in a sentence or two, and where to go on. */
export function CallbackCard({ tone, title, children, actions }: { tone: CallbackTone; title: string; children?: ReactNode; actions?: ReactNode }) {
  const look = TONES[tone];
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col py-6 sm:py-12">
      <section
        aria-labelledby="callback-title"
        role={tone === 'error' ? 'alert' : 'status'}
        className={`flex flex-col items-center gap-3 rounded-2xl border bg-white px-6 py-8 text-center shadow-sm sm:px-10 ${look.ring}`}
      >
        <span aria-hidden className={`flex h-12 w-12 items-center justify-center rounded-full text-xl font-bold ${look.icon}`}>
          {look.glyph}
        </span>
        <h1 id="callback-title" className="text-xl font-bold text-ink">
          {title}
        </h1>
        {children && <div className="max-w-prose text-sm text-muted">{children}</div>}
        {actions && <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">{actions}</div>}
      </section>
    </div>
  );
}

export const primaryLink =
  'inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
export const secondaryLink =
  'inline-flex min-h-10 items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';
