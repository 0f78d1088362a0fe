'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';

/**
 * A Client sees Timesheets in the menu (SPEC §6) but may not read the cleaners' hours (payroll): the screen says where
 * their visits' times are instead of requesting a list the server refuses them (issue 36, item 7).
 */
export function ClientTimesheet() {
  const t = useTranslations('dashboardTimesheet');
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      <p className="max-w-prose text-ink-muted">{t('clientIntro')}</p>
      <Link href="/dashboard/clocking/history" className={buttonClass('secondary', 'mt-4')}>
        {t('clientLink')}
      </Link>
    </>
  );
}
