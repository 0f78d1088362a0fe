import { OverviewScreen } from '@/components/dashboard/overview/overview-screen';

export default function OverviewPage() {
  return <OverviewScreen />;
}
