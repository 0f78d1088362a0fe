import { TimesheetScreen } from '@/components/dashboard/timesheets/timesheet-screen';

export default function TimesheetPage() {
  return <TimesheetScreen />;
}
