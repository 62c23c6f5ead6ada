import { formatPounds, personalReferralLink } from '@tradeshub/sdk';
import { ShareLink } from '../../../components/share-link';
import { ErrorState } from '../../../components/ui/states';
import { useMyReferralCode } from '../api/pending-referral';

/** The caller's own referral link: anyone who joins through it is recorded as referred by them. */
export function PersonalLinkCard({ referralRewardPence }: { referralRewardPence: number | null }) {
  const code = useMyReferralCode();
  return (
    <section aria-labelledby="personal-link-heading" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div>
        <h2 id="personal-link-heading" className="text-lg font-semibold text-ink">
          Your referral link
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          Share it with friends and with tradespeople you know. When a business that joined through your link is first paid through Tradeshub,
          you earn {referralRewardPence === null ? 'a referral reward' : <strong className="text-ink">{formatPounds(referralRewardPence)}</strong>}.
        </p>
      </div>
      {code.isPending && <p className="text-sm text-muted">Loading your link…</p>}
      {code.isError && <ErrorState title="We could not load your referral link" error={code.error} onRetry={() => void code.refetch()} />}
      {code.data && (
        <ShareLink
          url={personalReferralLink(window.location.origin, code.data.referralCode)}
          label="Your referral link"
          copyLabel="Copy your referral link"
          shareLabel="Share your referral link"
          copiedMessage="Link copied: send it to a friend or a tradesperson."
          shareText={{ title: 'Join me on Tradeshub', text: 'Find tradespeople your neighbours trust, or bring your business on board.' }}
        />
      )}
    </section>
  );
}
