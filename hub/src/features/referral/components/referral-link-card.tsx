import { useState } from 'react';
import { Link } from 'react-router';
import { referralLink, type Recommendation } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toasts';

const canShare = () => typeof navigator.share === 'function';

/** One business the customer vouched for, with its public referral link to copy or share. */
export function ReferralLinkCard({ recommendation }: { recommendation: Recommendation }) {
  const [copied, setCopied] = useState(false);
  const business = recommendation.business;
  if (!business) return null;
  const url = referralLink(window.location.origin, recommendation.referralCode);
  const inputId = `referral-link-${recommendation.id}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(`Link to ${business.name} copied. Paste it into a message to a friend.`);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.info(`Copy this link: ${url}`);
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: `${business.name} on Tradeshub`,
        text: `I recommend ${business.name} for ${recommendation.workCategory.title.toLowerCase()}.`,
        url,
      });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(error, 'Sharing did not work. Copy the link instead.');
    }
  };

  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold text-ink">
          <Link to={paths.businessView(business.id)} className="hover:underline">
            {business.name}
          </Link>
        </h3>
        <span className="text-xs font-medium text-muted">{recommendation.workCategory.title}</span>
      </div>
      <label htmlFor={inputId} className="sr-only">
        Referral link for {business.name}
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-xs text-ink"
        />
        <div className="flex gap-2">
          <Button variant="primary" className="flex-1 sm:flex-none" onClick={() => void copy()} aria-label={`Copy the link to ${business.name}`}>
            {copied ? 'Copied ✓' : 'Copy'}
          </Button>
          {canShare() && (
            <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => void share()} aria-label={`Share the link to ${business.name}`}>
              Share
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
