import { UsersScreen } from '@/components/dashboard/users/users-screen';
import { prefetchUsers } from '@/lib/server/dashboard/users-prefetch';

export default async function CleanersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <UsersScreen scope="cleaners" initial={await prefetchUsers('cleaners', await searchParams)} />;
}
