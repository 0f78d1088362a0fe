import { RotaPlanner } from '@/components/dashboard/rota/rota-planner';

export default function RotaListPage() {
  return <RotaPlanner />;
}
