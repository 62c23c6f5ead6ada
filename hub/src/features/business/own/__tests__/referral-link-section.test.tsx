import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../../../lib/toasts';
import { ReferralLinkSection } from '../components/referral-link-section';

const UUID = '3c9e2b71-6d4a-4f0e-8b2c-1a5d7e9f0b34';
const business = { name: 'Aire Valley Plumbing', referralUuid: UUID };
const link = () => `${window.location.origin}/business/referral?uuid=${UUID}`;
const toastTexts = () => useToasts.getState().toasts.map((t) => `${t.tone}: ${t.text}`);

beforeEach(() => {
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe("the tradesperson's own referral link", () => {
  it('shows the business referral link and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ReferralLinkSection business={business} />);

    expect(screen.getByRole('heading', { name: 'Your referral link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link());
    expect(screen.queryByRole('button', { name: 'Share your referral link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy your referral link' }));
    expect(writeText).toHaveBeenCalledWith(link());
    expect(toastTexts()).toContain('success: Your referral link is copied. Paste it into a text or email to a customer.');
    expect(screen.getByRole('button', { name: 'Copy your referral link' })).toHaveTextContent('Copied ✓');
  });

  it('shows the link in a toast when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    render(<ReferralLinkSection business={business} />);
    await user.click(screen.getByRole('button', { name: 'Copy your referral link' }));
    expect(toastTexts()).toContain(`info: Copy this link: ${link()}`);
  });

  it('shares the link through the share sheet where the device has one, and a closed sheet is no error', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('Closed', 'AbortError')).mockResolvedValueOnce(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<ReferralLinkSection business={business} />);

    await user.click(screen.getByRole('button', { name: 'Share your referral link' }));
    await user.click(screen.getByRole('button', { name: 'Share your referral link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Recommend Aire Valley Plumbing on Tradeshub',
      text: 'Worked with Aire Valley Plumbing? Please recommend us on Tradeshub.',
      url: link(),
    });
    expect(share).toHaveBeenCalledTimes(2);
    expect(toastTexts()).toEqual([]);
  });
});
