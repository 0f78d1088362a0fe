import { ChangePasswordScreen } from '@/components/dashboard/account/change-password-screen';

export default function ChangePasswordPage() {
  return <ChangePasswordScreen />;
}
