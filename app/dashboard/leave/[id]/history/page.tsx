import { LeaveHistoryScreen } from '@/components/dashboard/leave/leave-history-screen';

// /dashboard/leave/{id}/history – one person's leave (the id is the person's).
export default async function LeaveHistoryPage({ params }: { params: Promise<{ id: string }> }) {
  return <LeaveHistoryScreen userId={(await params).id} />;
}
