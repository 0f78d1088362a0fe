import { JobDetailScreen } from '@/components/dashboard/jobs/job-detail-screen';

export default async function JobPage({ params }: { params: Promise<{ id: string }> }) {
  return <JobDetailScreen id={(await params).id} />;
}
