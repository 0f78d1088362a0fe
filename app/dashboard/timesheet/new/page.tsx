import { TimeEntryScreen } from '@/components/dashboard/timesheets/time-entry-form';

export default function NewTimeEntryPage() {
  return <TimeEntryScreen />;
}
