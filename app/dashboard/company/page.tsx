import { CompanyScreen } from '@/components/dashboard/companies/company-screen';

export default function CompanyPage() {
  return <CompanyScreen />;
}
