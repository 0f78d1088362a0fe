import { ClockingScreen } from '@/components/dashboard/clocking/clocking-screen';

export default function ClockingPage() {
  return <ClockingScreen />;
}
