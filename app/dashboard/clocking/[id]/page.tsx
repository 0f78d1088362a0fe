import { PersonClockScreen } from '@/components/dashboard/clocking/clock-records-screen';

// /dashboard/clocking/{id}?startDate&endDate – one person's clock records between two dates (Administrators).
export default async function PersonClockPage({ params }: { params: Promise<{ id: string }> }) {
  return <PersonClockScreen userId={(await params).id} />;
}
