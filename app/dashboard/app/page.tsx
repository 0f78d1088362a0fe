import { OverviewScreen } from '@/components/dashboard/overview/overview-screen';
import { prefetchForScreen } from '@/lib/server/dashboard/prefetch';
import { getOverview } from '@/lib/server/overview/service';

export default async function OverviewPage() {
  const initial = await prefetchForScreen((db, actor) => getOverview(db, actor));
  return <OverviewScreen initial={initial} />;
}
