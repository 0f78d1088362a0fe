import { JobEditScreen } from '@/components/dashboard/jobs/job-edit-screen';

export default async function EditJobPage({ params }: { params: Promise<{ id: string }> }) {
  return <JobEditScreen id={(await params).id} />;
}
