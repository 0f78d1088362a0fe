import { Showcase } from '@/components/dashboard/showcase/showcase';

export default function ComponentsPage() {
  return <Showcase />;
}
