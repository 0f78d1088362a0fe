import { NetworkTerritoriesScreen } from '@/components/dashboard/network/territories-screen';

export default function NetworkTerritoriesPage() {
  return <NetworkTerritoriesScreen />;
}
