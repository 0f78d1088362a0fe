import { ClockHistoryPage } from '@/components/dashboard/clocking/clock-history-page';

export default function ClockingHistoryPage() {
  return <ClockHistoryPage />;
}
