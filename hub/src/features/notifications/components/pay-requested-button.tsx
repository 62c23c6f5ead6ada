import { formatPounds, isPaymentPayable } from '@tradeshub/sdk';
import { RewardsCreditNote } from '../../../components/rewards-credit-note';
import { Button } from '../../../components/ui/button';
import { useStartCheckout } from '../../../entities/payments';
import { useWork } from '../../../entities/work';
import { toast } from '../../../lib/toasts';

/**
 * Pay, on a payment-request notification, while that payment is still waiting to be paid
 * (read from its work, so a paid request offers nothing); goes to the hosted checkout.
 */
export function PayRequestedButton({ workId, scheduleItemId }: { workId: string; scheduleItemId: string }) {
  const work = useWork(workId);
  const checkout = useStartCheckout();
  const payment = work.data?.viewerSide === 'CUSTOMER' ? work.data.payments.find((p) => p.id === scheduleItemId) : undefined;
  if (!payment || !isPaymentPayable(payment)) return null;
  const amount = formatPounds(payment.amountPence + payment.lateChargePence);
  const pay = async () => {
    try {
      await checkout.mutateAsync({ scheduleItemId, workId });
    } catch (error) {
      toast.error(error, 'We could not open the checkout. Please try again.');
    }
  };
  return (
    <span className="flex shrink-0 flex-col gap-1">
      <Button className="shrink-0" aria-label={`Pay ${amount} for ${payment.description}`} busy={checkout.isPending || checkout.isSuccess} onClick={() => void pay()}>
        Pay {amount}
      </Button>
      <RewardsCreditNote scheduleItemId={scheduleItemId} />
    </span>
  );
}
