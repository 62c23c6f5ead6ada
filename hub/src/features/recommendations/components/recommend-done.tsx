import { Link } from 'react-router';
import type { Recommendation } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The thank-you after recommending; a widget's popup offers to close itself instead of moving on. */
export function RecommendDone({ recommendation, inPopup }: { recommendation: Recommendation; inPopup: boolean }) {
  const name = recommendation.business?.name ?? 'the business';
  return (
    <section aria-labelledby="recommend-done-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center shadow-sm sm:p-8">
      <span aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-500 text-3xl text-white">
        ✓
      </span>
      <h2 id="recommend-done-title" tabIndex={-1} className="mt-4 text-xl font-bold text-ink">
        Thank you for recommending {name}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-ink">
        You recommended them for {recommendation.workCategory.title}. {name} will be asked to accept it, and we will let you
        know when they do. Word of mouth like yours is how good tradespeople get found.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {inPopup ? (
          <Button onClick={() => window.close()}>Close this window</Button>
        ) : (
          <>
            <Link
              to={paths.recommendations()}
              className="inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              See your recommendations
            </Link>
            <Link
              to={paths.find()}
              className="inline-flex min-h-10 items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
            >
              Find another tradesperson
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
