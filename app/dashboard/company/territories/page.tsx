import { TerritoriesScreen } from '@/components/dashboard/booking/territories-screen';

export default function TerritoriesPage() {
  return <TerritoriesScreen />;
}
