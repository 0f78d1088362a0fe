import { CompanyEditScreen } from '@/components/dashboard/companies/company-edit-screen';

export default async function EditCompanyPage({ params }: { params: Promise<{ id: string }> }) {
  return <CompanyEditScreen id={(await params).id} />;
}
