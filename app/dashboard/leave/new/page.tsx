import { LeaveNewScreen } from '@/components/dashboard/leave/leave-form';

export default function NewLeavePage() {
  return <LeaveNewScreen />;
}
