import type { Metadata } from 'next';
import { ComingSoon, comingSoonTitle } from '@/components/dashboard/coming-soon';

// The guided sign-off screen is not built yet; a job is signed off from its detail page (/dashboard/job/{id}).
// This page keeps /dashboard/job/finalise from being read as a job id by /dashboard/job/[id].
export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: await comingSoonTitle('job') } };
}

export default function JobFinalisePage() {
  return <ComingSoon module="job" />;
}
