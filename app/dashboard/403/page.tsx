import { ErrorView } from '@/components/dashboard/error-view';

export default function Error403Page() {
  return <ErrorView code={403} />;
}
