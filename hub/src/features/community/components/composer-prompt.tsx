import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';

// The form, its fields library and the photo picker load when someone starts writing, not
// with the page: most visits read the feed, and on a phone the open form filled the first
// screen above the posts (docs/decisions/0070-composer-opens-on-use.md).
const loadComposer = () => import('./composer');
const Composer = lazy(() => loadComposer().then((module) => ({ default: module.Composer })));

interface ComposerPromptProps {
  /** Whether the person has started writing: the form is open. */
  writing: boolean;
  /** Opens the form (its title takes the focus). */
  onWrite: () => void;
}

/** The composer of the Community Hub: one line inviting a post, and the form once asked for. */
export function ComposerPrompt({ writing, onWrite }: ComposerPromptProps) {
  if (writing) {
    return (
      <Suspense
        fallback={
          <div className="flex min-h-20 items-center rounded-2xl border border-line bg-white p-4 text-brand-500 shadow-sm sm:p-5">
            <Spinner size="sm" label="Opening the post form…" />
          </div>
        }
      >
        <Composer autoFocus />
      </Suspense>
    );
  }
  const getReady = () => void loadComposer();
  return (
    <button
      type="button"
      onClick={onWrite}
      onPointerEnter={getReady}
      onFocus={getReady}
      className="flex w-full flex-col items-start gap-0.5 rounded-2xl border border-line bg-white p-4 text-left shadow-sm hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-300 sm:p-5"
    >
      <span className="font-semibold text-ink">Write a post</span>
      <span className="text-sm text-muted">Ask your neighbours, recommend a tradesperson, or post a job for local tradespeople.</span>
    </button>
  );
}
