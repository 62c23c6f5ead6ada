import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/states';
import { useHowToUsePages } from '../api/get-how-to-use-pages';
import { guidePath } from '../content-pages';

/** The how-to-use guides under How it works: a card per guide, in reading order. */
export function HowToUseList() {
  const guides = useHowToUsePages();
  return (
    <section aria-labelledby="guides-heading" className="mt-6">
      <h2 id="guides-heading" className="text-xl font-bold text-ink">
        Step-by-step guides
      </h2>
      {guides.isPending ? (
        <div role="status" aria-label="Loading the guides" className="mt-3 grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} aria-hidden className="h-24 animate-pulse rounded-2xl bg-line/60" />
          ))}
        </div>
      ) : guides.isError ? (
        <div className="mt-3">
          <ErrorState title="We could not load the guides" error={guides.error} onRetry={() => void guides.refetch()} />
        </div>
      ) : guides.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">There are no guides yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {guides.data.map((guide) => (
            <li key={guide.slug}>
              <Link
                to={guidePath(guide.slug)}
                className="block h-full rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="font-semibold text-brand-800">{guide.title}</span>
                {guide.summary && <span className="mt-1 block text-sm text-muted">{guide.summary}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
