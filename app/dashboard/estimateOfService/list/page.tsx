import { EstimatesScreen } from '@/components/dashboard/estimates/estimates-screen';

export default function EstimatesPage() {
  return <EstimatesScreen />;
}
