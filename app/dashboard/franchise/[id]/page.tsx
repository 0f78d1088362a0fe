import { FranchiseDetailScreen } from '@/components/dashboard/franchises/franchise-detail-screen';

export default async function FranchisePage({ params }: { params: Promise<{ id: string }> }) {
  return <FranchiseDetailScreen id={(await params).id} />;
}
