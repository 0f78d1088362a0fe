import { EstimateDetailScreen } from '@/components/dashboard/estimates/estimate-detail-screen';

export default async function EstimatePage({ params }: { params: Promise<{ id: string }> }) {
  return <EstimateDetailScreen id={(await params).id} />;
}
