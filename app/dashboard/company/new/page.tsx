import { CompanyEditScreen } from '@/components/dashboard/company/company-edit-screen';

export default function NewCompanyPage() {
  return <CompanyEditScreen />;
}
