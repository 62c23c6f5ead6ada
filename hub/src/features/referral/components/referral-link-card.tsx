import { Link } from 'react-router';
import { referralLink, type Recommendation } from '@tradeshub/sdk';
import { ShareLink } from '../../../components/share-link';
import { paths } from '../../../config/paths';

/** One business the customer vouched for, with its public referral link to copy or share. */
export function ReferralLinkCard({ recommendation }: { recommendation: Recommendation }) {
  const business = recommendation.business;
  if (!business) return null;
  const url = referralLink(window.location.origin, recommendation.referralCode);

  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold text-ink">
          <Link to={paths.businessView(business.id)} className="hover:underline">
            {business.name}
          </Link>
        </h3>
        <span className="text-xs font-medium text-muted">{recommendation.workCategory.title}</span>
      </div>
      <ShareLink
        url={url}
        label={`Referral link for ${business.name}`}
        copyLabel={`Copy the link to ${business.name}`}
        shareLabel={`Share the link to ${business.name}`}
        copiedMessage={`Link to ${business.name} copied. Paste it into a message to a friend.`}
        shareText={{
          title: `${business.name} on Tradeshub`,
          text: `I recommend ${business.name} for ${recommendation.workCategory.title.toLowerCase()}.`,
        }}
      />
    </li>
  );
}
