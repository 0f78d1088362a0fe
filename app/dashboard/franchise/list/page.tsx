import { FranchisesScreen } from '@/components/dashboard/franchises/franchises-screen';

export default function FranchisesPage() {
  return <FranchisesScreen />;
}
