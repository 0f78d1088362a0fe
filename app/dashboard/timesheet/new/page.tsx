import { TimeEntryScreen } from '@/components/dashboard/timesheet/time-entry-form';

export default function NewTimeEntryPage() {
  return <TimeEntryScreen />;
}
