import { PaymentAttemptsScreen } from '@/components/dashboard/payments/payment-attempts-screen';

export default function PaymentAttemptsPage() {
  return <PaymentAttemptsScreen />;
}
