import { JobsScreen } from '@/components/dashboard/jobs/jobs-screen';

export default function JobListPage() {
  return <JobsScreen />;
}
