import { ComingSoon } from '@/components/dashboard/coming-soon';

// Editing invoices in the browser is not built yet.
export default function EditInvoicePage() {
  return <ComingSoon module="invoice" />;
}
