import { Link, useLocation, useNavigate } from 'react-router';
import { monthYearLabel, type PublicBusiness } from '@tradeshub/sdk';
import { BlockPersonButton } from '../../../../components/block-person-button';
import { Button } from '../../../../components/ui/button';
import { RatingBadge } from '../../../../components/ui/rating-badge';
import { StarRating } from '../../../../components/ui/star-rating';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session';
import { toast } from '../../../../lib/toasts';
import { useStartConversation } from '../api/start-conversation';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor" aria-hidden>
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
    </svg>
  );
}

/** Who the business is, how it is rated, and the way to get in touch (or, for its owner, to edit). */
export function ProfileHeader({ business }: { business: PublicBusiness }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const isOwner = session.userInfo?.id === business.ownerId;
  const rated = business.rating.count > 0;

  const startConversation = useStartConversation();

  const message = () => {
    if (!session.isAuthenticated) return navigate(paths.signIn(`${location.pathname}${location.search}`));
    startConversation.mutate(business.ownerId, {
      onSuccess: (conversation) => navigate(paths.conversation(conversation.id)),
      onError: (error) => toast.error(error, 'We could not open the conversation. Please try again.'),
    });
  };

  return (
    <section aria-labelledby="business-name" className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6">
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          {business.profileImageUrl ? (
            <img src={business.profileImageUrl} alt="" className="h-16 w-16 shrink-0 rounded-2xl object-cover md:h-20 md:w-20" />
          ) : (
            <span aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-2xl font-bold text-brand-700 md:h-20 md:w-20">
              {business.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h1 id="business-name" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
              {business.name}
            </h1>
            <ul className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <li className="inline-flex items-center gap-1">
                <PinIcon />
                {business.locality}
              </li>
              <li>{business.accountType === 'company' ? 'Registered company' : 'Sole trader'}</li>
              <li>On Tradeshub since {monthYearLabel(business.createdAt)}</li>
            </ul>
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Trades">
              {business.isAssessor && <li className="rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700">Independent assessor</li>}
              {business.categories.map((c) => (
                <li key={c.id} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
                  {c.title}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="flex items-center gap-4 rounded-2xl bg-surface p-4 md:w-60 md:flex-col md:items-stretch md:text-center">
          <RatingBadge rating={rated ? business.rating.average : 0} size="xl" className="md:mx-auto" />
          <div className="flex flex-col gap-1 md:items-center">
            {rated && (
              <span aria-hidden>
                <StarRating rating={business.rating.average} />
              </span>
            )}
            <span className="text-sm text-ink">{rated ? plural(business.rating.count, 'review', 'reviews') : 'No reviews yet'}</span>
            <span className={`text-sm ${business.recommendationCount > 0 ? 'font-medium text-accent-700' : 'text-muted'}`}>
              {business.recommendationCount > 0 ? plural(business.recommendationCount, 'recommendation', 'recommendations') : 'No recommendations yet'}
            </span>
          </div>
        </div>
      </div>

      <div className="mt-5 flex flex-wrap gap-3 border-t border-line pt-4">
        {isOwner ? (
          <>
            <Link to={paths.settings.businessArea()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
              Edit profile
            </Link>
            <p className="self-center text-sm text-muted">This is how customers see your business.</p>
          </>
        ) : (
          <>
            <Button onClick={message} busy={startConversation.isPending}>
              Send a message
            </Button>
            {!session.isAuthenticated && !session.isLoading && <p className="self-center text-sm text-muted">Sign in to send a message. It&apos;s free.</p>}
            {session.isAuthenticated && <BlockPersonButton userId={business.ownerId} name={business.name} className="sm:ml-auto" />}
          </>
        )}
      </div>
    </section>
  );
}
