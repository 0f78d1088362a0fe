import { InvoiceEditScreen } from '@/components/dashboard/invoices/invoice-edit-screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function NewInvoicePage({
  searchParams,
}: {
  searchParams: Promise<{ jobId?: string | string[] }>;
}) {
  const { jobId } = await searchParams;
  return <InvoiceEditScreen jobId={typeof jobId === 'string' && UUID.test(jobId) ? jobId : undefined} />;
}
