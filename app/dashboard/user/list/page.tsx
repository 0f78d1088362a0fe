import { UsersScreen } from '@/components/dashboard/users/users-screen';

export default function AllUsersPage() {
  return <UsersScreen scope="all" />;
}
