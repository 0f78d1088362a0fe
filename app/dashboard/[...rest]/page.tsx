import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ComingSoon, comingSoonTitle } from '@/components/dashboard/coming-soon';
import { matchRoute } from '@/lib/dashboard/routes';

type Props = { params: Promise<{ rest: string[] }> };

const ruleFor = async (params: Props['params']) =>
  matchRoute(`/dashboard/${(await params).rest.map(encodeURIComponent).join('/')}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const rule = await ruleFor(params);
  return rule ? { title: { absolute: await comingSoonTitle(rule.module) } } : {};
}

// A path no module page owns: a known route of a module still being built says so; anything else is a 404.
export default async function DashboardFallback({ params }: Props) {
  const rule = await ruleFor(params);
  if (!rule) redirect('/dashboard/404');
  return <ComingSoon module={rule.module} />;
}
