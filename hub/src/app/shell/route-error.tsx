import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

/** Shown when a page fails to load or throws; a new deployment is the usual cause. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">{chunkFailed ? 'Tradeshub has been updated' : 'Something went wrong on this page'}</h1>
      <p className="mt-2 text-muted">
        {chunkFailed
          ? 'Reload the page to get the latest version.'
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'Please reload the page. If it keeps happening, tell us with the feedback button.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="rounded-lg bg-brand-500 px-4 py-2 font-semibold text-white" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.landing()} className="rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-line">
          Go to the start
        </Link>
      </div>
    </div>
  );
}
