import { NetworkScreen } from '@/components/dashboard/network/network-screen';

export default function NetworkPage() {
  return <NetworkScreen />;
}
