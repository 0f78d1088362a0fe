'use client';

import { useTranslations } from 'next-intl';

/** The number of chat messages from others since the user last opened the job's chat; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useTranslations('dashboardJobs');
  if (!count) return null;
  return (
    <span
      data-testid="unread"
      title={t('unread', { count })}
      className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t('unread', { count })}</span>
    </span>
  );
}
