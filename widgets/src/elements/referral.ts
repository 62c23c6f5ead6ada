import { referralLink } from '@tradeshub/sdk';
import { businessProfile } from '../business-profile';
import type { WidgetProps } from '../define-widget';
import { h } from '../dom';
import { warnOnce } from '../log';
import { hubPages } from '../paths';

const MESSAGE = 'I recommend this tradesperson. See their reviews on Tradeshub: ';

/** Copies the link: by the Clipboard API (secure pages), else by selecting the field and the old copy command. */
async function copyLink(link: string, field: HTMLInputElement) {
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    field.select();
    if (!document.execCommand('copy')) throw 'the browser refused';
  }
}

/**
 * <tradeshub-referral>: the business's own referral link ({hub}/business/referral?uuid=), read
 * from its public profile, for visitors to pass on, with Copy and Share (the system share
 * sheet where there is one, else an email). Until the profile arrives there is nothing to
 * copy; if it cannot be loaded, the public profile's address is the link, so the widget
 * still passes the business on.
 */
export function ReferralWidget({ flag: copied, setFlag, redraw, root, hub, businessId, label }: WidgetProps) {
  const business = businessProfile(hub, businessId, redraw);
  const link = business?.referralUuid ? referralLink(hub, business.referralUuid) : business === undefined ? '' : hub + hubPages.profile(businessId);

  const copy = () =>
    copyLink(link, root.querySelector('input')!).then(
      () => {
        setFlag(true);
        setTimeout(() => setFlag(false), 3000);
      },
      (error) => warnOnce('the link could not be copied', error),
    );

  return h(
    'div',
    { class: 'ref', 'aria-busy': String(!link) },
    h('label', { for: 'l' }, label || 'Know someone who needs us? Share our Tradeshub link.'),
    h('input', { id: 'l', readonly: true, value: link, onfocus: (event: FocusEvent) => (event.currentTarget as HTMLInputElement).select() }),
    h('button', { class: 'btn', disabled: !link, onclick: copy }, copied ? 'Copied' : 'Copy'),
    'share' in navigator
      ? // Closing the share sheet rejects; that is a choice, not a failure.
        h('button', { class: 'btn', disabled: !link, onclick: () => navigator.share({ text: MESSAGE, url: link }).catch(() => 0) }, 'Share')
      : h('a', { class: 'btn', href: link ? `mailto:?body=${encodeURIComponent(MESSAGE + link)}` : null }, 'Email'),
    h('span', { class: 'sr', role: 'status' }, copied && 'Link copied'),
  );
}
