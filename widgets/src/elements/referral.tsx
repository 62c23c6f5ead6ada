import { referralLink } from '@tradeshub/sdk';
import { businessProfile } from '../business-profile';
import { frameClass, type WidgetProps } from '../define-widget';
import { guarded } from '../log';
import { hubPages } from '../paths';

const MESSAGE = 'I recommend this tradesperson. See their reviews on Tradeshub: ';

/**
 * <tradeshub-referral>: the business's own referral link ({hub}/business/referral?uuid=), read
 * from its public profile, for visitors to pass on, with Copy (the Clipboard API, else
 * selecting the field) and Share (the system share sheet where there is one, else an email).
 * Until the profile arrives there is nothing to copy; if it cannot be loaded, the public
 * profile's address is the link, so the widget still passes the business on.
 */
export function ReferralWidget(props: WidgetProps) {
  const { flag: copied, root, hub, businessId } = props;
  const business = businessProfile(hub, businessId).value;
  const link = business?.referralUuid ? referralLink(hub, business.referralUuid) : business === undefined ? '' : hub + hubPages.profile(businessId);

  const copy = guarded(() => {
    navigator.clipboard
      .writeText(link)
      .catch(() => {
        root.querySelector('input')!.select();
        if (!document.execCommand('copy')) throw 0;
      })
      .then(
        () => {
          copied.value = true;
          setTimeout(() => (copied.value = false), 3000);
        },
        () => (copied.value = false),
      );
  });

  return (
    <div class={frameClass(props, 'ref')} aria-busy={!link}>
      <label for="l">{props.label ?? 'Know someone who needs us? Share our Tradeshub link.'}</label>
      <div class="row">
        <input id="l" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" class="btn" disabled={!link} onClick={copy}>
          {copied.value ? 'Copied' : 'Copy'}
        </button>
        {'share' in navigator ? (
          // Closing the share sheet rejects; that is a choice, not a failure.
          <button type="button" class="btn" disabled={!link} onClick={() => navigator.share({ text: MESSAGE, url: link }).catch(() => 0)}>
            Share
          </button>
        ) : (
          <a class="btn" href={link ? `mailto:?body=${encodeURIComponent(MESSAGE + link)}` : undefined}>
            Email
          </a>
        )}
      </div>
      <span class="sr" role="status">
        {copied.value && 'Link copied'}
      </span>
    </div>
  );
}
