import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { LogoutButton } from '@/components/dashboard/logout-button';
import { loginPath } from '@/lib/auth/return-to';
import { BRAND } from '@/lib/brand';
import { authOptions } from '@/lib/server/auth/options';

export const dynamic = 'force-dynamic';

export default async function DashboardPage() {
  // The middleware guards this path too; the page checks again rather than trusting it.
  const session = await getServerSession(authOptions);
  if (!session?.user?.id) redirect(loginPath('/dashboard'));
  const { name, role, email } = session.user;
  return (
    <div className="min-h-screen">
      <header className="flex h-header items-center justify-between border-b border-ink/10 bg-white px-4 lg:h-header-lg lg:px-8">
        <p className="font-extrabold text-brand-800">{BRAND}</p>
        <LogoutButton />
      </header>
      <main className="mx-auto max-w-content px-4 py-10 lg:px-8">
        <h1 className="text-2xl font-bold">Welcome back, {name}</h1>
        <dl className="mt-6 grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card bg-white p-6 shadow-card">
          <dt className="font-semibold text-ink-muted">Role</dt>
          <dd data-testid="user-role">{role}</dd>
          <dt className="font-semibold text-ink-muted">Email</dt>
          <dd>{email}</dd>
        </dl>
      </main>
    </div>
  );
}
