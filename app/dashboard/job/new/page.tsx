import { JobEditScreen } from '@/components/dashboard/jobs/job-edit-screen';

export default function NewJobPage() {
  return <JobEditScreen />;
}
