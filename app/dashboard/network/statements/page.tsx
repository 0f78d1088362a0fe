import { StatementsScreen } from '@/components/dashboard/network/statements-screen';

export default function StatementsPage() {
  return <StatementsScreen />;
}
