import { useId, useState } from 'react';
import { Button } from './ui/button';
import { toast } from '../lib/toasts';

const canShare = () => typeof navigator.share === 'function';

export interface ShareLinkProps {
  /** The full address to pass on. */
  url: string;
  /** Names the field for screen readers, e.g. "Referral link for Aire Valley Plumbing". */
  label: string;
  /** Accessible names of the buttons, e.g. "Copy the link to Aire Valley Plumbing". */
  copyLabel: string;
  shareLabel: string;
  /** The toast after a copy: what to do with the link now. */
  copiedMessage: string;
  /** What the system share sheet is given besides the address. */
  shareText: { title: string; text: string };
}

/** A read-only link with Copy (the clipboard, else a toast showing it) and Share where the device has a share sheet. */
export function ShareLink({ url, label, copyLabel, shareLabel, copiedMessage, shareText }: ShareLinkProps) {
  const [copied, setCopied] = useState(false);
  const inputId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(copiedMessage);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.info(`Copy this link: ${url}`);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ ...shareText, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(error, 'Sharing did not work. Copy the link instead.');
    }
  };

  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-xs text-ink"
        />
        <div className="flex gap-2">
          <Button variant="primary" className="flex-1 sm:flex-none" onClick={() => void copy()} aria-label={copyLabel}>
            {copied ? 'Copied ✓' : 'Copy'}
          </Button>
          {canShare() && (
            <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => void share()} aria-label={shareLabel}>
              Share
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
