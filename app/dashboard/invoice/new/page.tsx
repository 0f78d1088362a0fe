import { ComingSoon } from '@/components/dashboard/coming-soon';

// Creating invoices in the browser is not built yet; this page keeps /dashboard/invoice/new from being read as an id.
export default function NewInvoicePage() {
  return <ComingSoon module="invoice" />;
}
