import { PaymentAccountPanel } from '../../features/payments/components/payment-account-panel';
import { SettingsLayout } from '../../features/settings/components/settings-layout';

/** /user/settings/payments (business settings): the payments feature inside the settings tabs. */
export default function PaymentsSettingsPage() {
  return (
    <SettingsLayout title="Payments" description="Take card payments from customers and choose where what you earn is paid out.">
      <PaymentAccountPanel />
    </SettingsLayout>
  );
}
