import { PermissionScreen } from '@/components/dashboard/permission/permission-screen';

export default function PermissionPage() {
  return <PermissionScreen />;
}
