import { Spinner } from '../../../../components/ui/spinner';
import { ErrorState } from '../../../../components/ui/states';
import { useBusinessCategories } from './api/get-business-categories';
import { InviteForm } from './components/invite-form';
import { PendingRecommendations } from './components/pending-recommendations';
import { SentInvites } from './components/sent-invites';

const card = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6';

/** The owner's recommendations: answer customers' recommendations, invite past customers, follow up invites. */
export function InvitePanel({ businessId }: { businessId: string }) {
  const categories = useBusinessCategories(businessId);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="pending-title" className={card}>
        <h2 id="pending-title" className="text-lg font-semibold text-ink">
          Recommendations waiting for you
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">Accepted recommendations show on your profile and lift you in search.</p>
        <PendingRecommendations businessId={businessId} />
      </section>
      <section aria-labelledby="invite-title" className={card}>
        <h2 id="invite-title" className="text-lg font-semibold text-ink">
          Invite a past customer
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">Happy customers are your best advert. We send them a link to recommend you in a minute.</p>
        {categories.isPending ? (
          <Spinner size="sm" label="Loading your work categories…" />
        ) : categories.isError ? (
          <ErrorState title="We could not load your work categories" error={categories.error} onRetry={() => void categories.refetch()} />
        ) : categories.data.length === 0 ? (
          <p className="text-sm text-muted">Add the work you do to your business details first: customers recommend you for one of your categories.</p>
        ) : (
          <InviteForm businessId={businessId} categories={categories.data} />
        )}
      </section>
      <section aria-labelledby="sent-title" className={card}>
        <h2 id="sent-title" className="mb-4 text-lg font-semibold text-ink">
          Invitations you've sent
        </h2>
        <SentInvites businessId={businessId} />
      </section>
    </div>
  );
}
