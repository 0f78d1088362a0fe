import { InvoicesScreen } from '@/components/dashboard/invoices/invoices-screen';

export default function InvoiceListPage() {
  return <InvoicesScreen />;
}
