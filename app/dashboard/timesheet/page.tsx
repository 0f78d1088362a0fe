import { TimesheetScreen } from '@/components/dashboard/timesheet/timesheet-screen';

export default function TimesheetPage() {
  return <TimesheetScreen />;
}
