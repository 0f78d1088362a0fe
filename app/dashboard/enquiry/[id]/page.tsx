import { EnquiryDetailScreen } from '@/components/dashboard/enquiries/enquiry-detail-screen';

export default async function EnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  return <EnquiryDetailScreen id={(await params).id} />;
}
