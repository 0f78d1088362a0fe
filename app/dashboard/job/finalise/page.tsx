import { FinaliseScreen } from '@/components/dashboard/sign-offs/finalise-screen';

// A literal folder, so /dashboard/job/finalise is never read as a job id by /dashboard/job/[id].
export default function JobFinalisePage() {
  return <FinaliseScreen />;
}
