import { lazy, Suspense, useEffect, useState } from 'react';
import { readConsent } from '../../lib/consent';

const FeedbackDialog = lazy(() => import('./feedback-dialog'));

const isCookieQuestionAnswered = () => readConsent() !== null;

/**
 * The cookie banner covers the bottom of the screen until it is answered (with a click or a
 * key press, which also clicks), so the button waits: never hidden behind it, never in the way.
 * The cookie is read once, then after each click until answered: reading document.cookie is a
 * call into the browser, too slow for every render of every page.
 */
function useCookieQuestionAnswered(): boolean {
  const [answered, setAnswered] = useState(isCookieQuestionAnswered);
  useEffect(() => {
    if (answered) return;
    const check = () => {
      if (isCookieQuestionAnswered()) setAnswered(true);
    };
    document.addEventListener('click', check);
    return () => document.removeEventListener('click', check);
  }, [answered]);
  return answered;
}

/** The feedback button, bottom right on every page (spec sections 2 and 5); its form loads when first opened. */
export function FeedbackWidget() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can still animate; never before it.
  const [opened, setOpened] = useState(false);
  const bannerAnswered = useCookieQuestionAnswered();

  return (
    <>
      {bannerAnswered && (
        <button
          type="button"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          className="fixed right-3 bottom-3 z-30 inline-flex h-11 w-11 items-center justify-center gap-2 rounded-full bg-accent-600 text-sm font-semibold text-white shadow-lg shadow-accent-700/25 transition hover:bg-accent-700 sm:right-4 sm:bottom-4 sm:w-auto sm:px-4"
        >
          <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
            <path d="M8.5 10.5h7M8.5 13.5h4.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only sm:not-sr-only">Feedback</span>
        </button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
