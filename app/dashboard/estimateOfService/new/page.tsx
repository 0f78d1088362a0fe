import { EstimateEditScreen } from '@/components/dashboard/estimates/estimate-edit-screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function NewEstimatePage({
  searchParams,
}: {
  searchParams: Promise<{ enquiryId?: string | string[] }>;
}) {
  const { enquiryId } = await searchParams;
  return (
    <EstimateEditScreen enquiryId={typeof enquiryId === 'string' && UUID.test(enquiryId) ? enquiryId : undefined} />
  );
}
