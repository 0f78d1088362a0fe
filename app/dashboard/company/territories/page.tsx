import { TerritoriesScreen } from '@/components/dashboard/bookings/territories-screen';

export default function TerritoriesPage() {
  return <TerritoriesScreen />;
}
