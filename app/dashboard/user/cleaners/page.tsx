import { UsersScreen } from '@/components/dashboard/users/users-screen';

export default function CleanersPage() {
  return <UsersScreen scope="cleaners" />;
}
