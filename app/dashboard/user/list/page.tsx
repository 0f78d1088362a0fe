import { UsersScreen } from '@/components/dashboard/users/users-screen';
import { prefetchUsers } from '@/lib/server/dashboard/users-prefetch';

export default async function AllUsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <UsersScreen scope="all" initial={await prefetchUsers('all', await searchParams)} />;
}
