import { TimesheetWeekScreen } from '@/components/dashboard/timesheets/timesheet-week-screen';

export default async function TimesheetWeekPage({ params }: { params: Promise<{ id: string }> }) {
  return <TimesheetWeekScreen id={(await params).id} />;
}
