import { referralLink, type Business } from '@tradeshub/sdk';
import { ShareLink } from '../../../../components/share-link';

/** The tradesperson's own referral link: it shows their business and asks whoever opens it for a recommendation. */
export function ReferralLinkSection({ business }: { business: Pick<Business, 'name' | 'referralUuid'> }) {
  const url = referralLink(window.location.origin, business.referralUuid);
  return (
    <section aria-labelledby="referral-link-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="referral-link-title" className="text-lg font-semibold text-ink">
        Your referral link
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        Send it to customers you have worked for by text or email. It opens your business on Tradeshub and asks them to recommend you.
      </p>
      <ShareLink
        url={url}
        label="Your referral link"
        copyLabel="Copy your referral link"
        shareLabel="Share your referral link"
        copiedMessage="Your referral link is copied. Paste it into a text or email to a customer."
        shareText={{ title: `Recommend ${business.name} on Tradeshub`, text: `Worked with ${business.name}? Please recommend us on Tradeshub.` }}
      />
    </section>
  );
}
