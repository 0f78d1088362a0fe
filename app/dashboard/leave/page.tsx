import { LeaveScreen } from '@/components/dashboard/leave/leave-screen';

export default function LeavePage() {
  return <LeaveScreen />;
}
