import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { Spinner } from '../../../../components/ui/spinner';
import { ErrorState } from '../../../../components/ui/states';
import { toast } from '../../../../lib/toasts';
import { useBusinessRules } from '../../onboarding/api/get-business-rules';
import { RulesText } from '../../../../components/rules-text';
import { useAcceptBusinessRules } from '../api/accept-business-rules';

/** Shown while the owner has not accepted the business rules (spec section 5: they must be accepted). */
export function RulesNotice({ businessId }: { businessId: string }) {
  const [open, setOpen] = useState(false);
  const rules = useBusinessRules();
  const accept = useAcceptBusinessRules(businessId);

  const agree = async () => {
    try {
      await accept.mutateAsync();
      setOpen(false);
      toast.success('Thank you for accepting the business rules.');
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-warning/30 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink">
        <strong>Please accept the business rules.</strong> Every business on Tradeshub agrees to them before it can be trusted
        by customers.
      </p>
      <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
        Read the rules
      </Button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title="Business rules"
        width="2xl"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Not now
            </Button>
            <Button onClick={() => void agree()} busy={accept.isPending} disabled={!rules.isSuccess}>
              I accept the business rules
            </Button>
          </>
        }
      >
        {rules.isPending ? (
          <Spinner label="Loading the rules…" />
        ) : rules.isError ? (
          <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          <RulesText markdown={rules.data.body} />
        )}
      </DialogFrame>
    </div>
  );
}
