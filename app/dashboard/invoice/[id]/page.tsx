import { InvoiceDetailScreen } from '@/components/dashboard/invoices/invoice-detail-screen';

export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  return <InvoiceDetailScreen id={(await params).id} />;
}
