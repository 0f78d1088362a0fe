import { TermsScreen } from '@/components/dashboard/network/terms-screen';

export default function TermsPage() {
  return <TermsScreen />;
}
