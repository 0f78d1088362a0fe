import { FranchiseDetailScreen } from '@/components/dashboard/franchise/franchise-detail-screen';

export default async function FranchisePage({ params }: { params: Promise<{ id: string }> }) {
  return <FranchiseDetailScreen id={(await params).id} />;
}
