import { EnquiriesScreen } from '@/components/dashboard/enquiries/enquiries-screen';

export default function EnquiriesPage() {
  return <EnquiriesScreen />;
}
