import { FranchisesScreen } from '@/components/dashboard/franchise/franchises-screen';

export default function FranchisesPage() {
  return <FranchisesScreen />;
}
