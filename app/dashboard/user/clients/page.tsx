import { UsersScreen } from '@/components/dashboard/users/users-screen';
import { prefetchUsers } from '@/lib/server/dashboard/users-prefetch';

export default async function ClientsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <UsersScreen scope="clients" initial={await prefetchUsers('clients', await searchParams)} />;
}
