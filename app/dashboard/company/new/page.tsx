import { CompanyEditScreen } from '@/components/dashboard/companies/company-edit-screen';

export default function NewCompanyPage() {
  return <CompanyEditScreen />;
}
