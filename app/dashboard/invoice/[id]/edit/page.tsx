import { InvoiceEditScreen } from '@/components/dashboard/invoices/invoice-edit-screen';

export default async function EditInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  return <InvoiceEditScreen id={(await params).id} />;
}
