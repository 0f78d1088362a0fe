import { EstimateEditScreen } from '@/components/dashboard/estimates/estimate-edit-screen';

export default async function EditEstimatePage({ params }: { params: Promise<{ id: string }> }) {
  return <EstimateEditScreen id={(await params).id} />;
}
