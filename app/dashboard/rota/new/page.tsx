import { RotaEditScreen } from '@/components/dashboard/rota/rota-form';

export default function NewShiftPage() {
  return <RotaEditScreen />;
}
