import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { recordPendingReferral, rememberReferral } from '../api/pending-referral';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-500 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';

/**
 * /join?ref= (public): someone's personal referral link. The code is remembered until the
 * visitor is signed in, when the server records who referred them; a signed-in visitor is
 * recorded at once.
 */
export default function JoinPage() {
  usePageHeader('Join Tradeshub');
  const [params] = useSearchParams();
  const { isAuthenticated } = useSession();
  const code = params.get('ref')?.trim() ?? null;
  useEffect(() => {
    rememberReferral(code);
    if (isAuthenticated) void recordPendingReferral();
  }, [code, isAuthenticated]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <div>
        <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">You were invited</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Find tradespeople your neighbours trust</h1>
        <p className="mt-2 max-w-prose text-sm text-muted">
          Someone who uses Tradeshub sent you this link. Join to find recommended local tradespeople, or bring your own business on board: quotes,
          payments and reviews in one place.
        </p>
      </div>
      {isAuthenticated ? (
        <p className="text-sm text-ink" role="status">
          You are signed in: we have noted who invited you.{' '}
          <Link to={paths.find()} className="font-semibold text-brand-700 underline">
            Find a tradesperson
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.register(paths.find())} className={primary}>
            Join as a customer
          </Link>
          <Link to={paths.trade()} className={secondary}>
            I’m a tradesperson
          </Link>
        </div>
      )}
    </div>
  );
}
