import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Tone } from '@/lib/status-tone';

export type { Tone };

const tones: Record<Tone, string> = {
  default: 'bg-ink/10 text-ink-muted',
  success: 'bg-success-soft text-success-strong',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  info: 'bg-info-soft text-info',
  primary: 'bg-brand-700/10 text-link',
};

/** A small coloured label for a status (Active, Pending, Overdue ...). */
export function StatusLabel({ tone = 'default', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={clsx('inline-flex h-6 items-center whitespace-nowrap rounded-md px-2 text-xs font-bold', tones[tone])}
    >
      {children}
    </span>
  );
}
