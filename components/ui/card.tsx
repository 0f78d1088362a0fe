import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The back office's surface for a group of content, with an optional heading and actions. */
export function Card({
  title,
  actions,
  children,
  className,
  as: Tag = 'section',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div';
}) {
  return (
    // min-w-0: as a grid or flex item a card may shrink to its column, so one long unbroken word (a reference, an
    // e-mail address) is cut or wrapped inside it instead of widening the whole page on a phone.
    <Tag className={clsx('min-w-0 rounded-card bg-surface p-5 shadow-card sm:p-6', className)}>
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? <h2 className="text-lg font-bold">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
