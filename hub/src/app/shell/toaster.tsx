import { useToasts } from '../../lib/toasts';

const TONES = {
  success: 'border-brand-300 bg-brand-50 text-brand-800',
  error: 'border-red-300 bg-red-50 text-danger',
  info: 'border-accent-200 bg-accent-50 text-accent-700',
} as const;

/** Toasts, top right, each with a close button; they hide themselves after 3 seconds. */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${TONES[t.tone]}`}
        >
          <p className="flex-1">{t.text}</p>
          <button type="button" aria-label="Close" onClick={() => dismiss(t.id)} className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100">
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
