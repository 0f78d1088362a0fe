import { redirect } from 'next/navigation';
import { ComingSoon } from '@/components/dashboard/coming-soon';
import { matchRoute } from '@/lib/dashboard/nav';

// A path no module page owns: a known route of a module still being built says so; anything else is a 404.
export default async function DashboardFallback({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  const rule = matchRoute(`/dashboard/${rest.map(encodeURIComponent).join('/')}`);
  if (!rule) redirect('/dashboard/404');
  return <ComingSoon module={rule.module} />;
}
