import type { ReactNode } from 'react';

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const styles =
    tone === 'error'
      ? 'border-danger/30 bg-danger-soft text-danger'
      : 'border-success/30 bg-success-soft text-success-strong';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded border px-4 py-3 text-sm font-medium ${styles}`}
    >
      {children}
    </div>
  );
}
