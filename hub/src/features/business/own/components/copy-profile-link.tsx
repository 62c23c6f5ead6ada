import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { toast } from '../../../../lib/toasts';

/** Copies the public profile's full address, for sharing with customers by text or email. */
export function CopyProfileLink({ businessId, variant = 'secondary' }: { businessId: string; variant?: 'secondary' | 'primary' }) {
  const [copied, setCopied] = useState(false);
  const url = new URL(paths.businessView(businessId), window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Profile link copied. Paste it into a text or email to a customer.');
      setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.info(`Copy this link: ${url}`);
    }
  };
  return (
    <Button variant={variant} onClick={() => void copy()}>
      {copied ? 'Link copied ✓' : 'Copy profile link'}
    </Button>
  );
}
