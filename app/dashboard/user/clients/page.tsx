import { UsersScreen } from '@/components/dashboard/users/users-screen';

export default function ClientsPage() {
  return <UsersScreen scope="clients" />;
}
