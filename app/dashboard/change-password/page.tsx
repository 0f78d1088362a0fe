import { ChangePasswordScreen } from '@/components/auth/change-password-screen';

export default function ChangePasswordPage() {
  return <ChangePasswordScreen />;
}
