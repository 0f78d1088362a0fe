import { PermissionScreen } from '@/components/dashboard/permissions/permission-screen';

export default function PermissionPage() {
  return <PermissionScreen />;
}
