import { CompanyScreen } from '@/components/dashboard/company/company-screen';

export default function CompanyPage() {
  return <CompanyScreen />;
}
