import type { ReactNode } from 'react';

const TONES = {
  info: 'border-accent-200 bg-accent-50 text-accent-700',
  error: 'border-danger/30 bg-red-50 text-danger',
  success: 'border-brand-200 bg-brand-50 text-brand-800',
} as const;

/** A sentence about the whole step (already recommended, link expired) rather than one field. */
export function Notice({ tone, title, children }: { tone: keyof typeof TONES; title?: string; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${TONES[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div className={title ? 'mt-0.5 text-ink' : ''}>{children}</div>
    </div>
  );
}
