import { UserEditScreen } from '@/components/dashboard/users/user-edit-screen';

export default function NewUserPage() {
  return <UserEditScreen />;
}
