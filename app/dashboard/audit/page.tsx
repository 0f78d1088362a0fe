import { AuditScreen } from '@/components/dashboard/audit/audit-screen';

export default function AuditPage() {
  return <AuditScreen />;
}
