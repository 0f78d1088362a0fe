'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterTabs } from '@/components/dashboard/data-table/filter-tabs';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { isAdmin } from '@/lib/roles';
import { FinaliseAwaiting } from './finalise-awaiting';
import { FinaliseToInvoice } from './finalise-to-invoice';

/**
 * /dashboard/job/finalise. A Client signs off the visits that have taken place, one at a time, after reading what was
 * done. The office sees the signed-off jobs still to invoice, each one step from its draft; its second tab lets it
 * sign off for a client (a paper sign-off, say) with the same form.
 */
export function FinaliseScreen() {
  const t = useTranslations('dashboardJobs');
  const { user: me } = useSession();
  const office = isAdmin(me.role);
  const [tab, setTab] = useState<'toInvoice' | 'awaiting'>('toInvoice');
  const header = (
    <PageHeader
      title={t('finalise.title')}
      crumbs={[{ label: t('titles.list'), href: '/dashboard/job/list' }, { label: t('finalise.title') }]}
      description={office ? t('finalise.officeIntro') : t('finalise.clientIntro')}
    />
  );
  if (!office)
    return (
      <>
        {header}
        <FinaliseAwaiting />
      </>
    );
  const tabs = [
    { value: 'toInvoice', label: t('finalise.tabToInvoice') },
    { value: 'awaiting', label: t('finalise.tabAwaiting') },
  ];
  return (
    <>
      {header}
      <div className="mb-4">
        <FilterTabs
          label={t('finalise.tabsLabel')}
          value={tab}
          onChange={(v) => setTab(v === 'awaiting' ? 'awaiting' : 'toInvoice')}
          tabs={tabs}
        />
      </div>
      <div role="tabpanel" aria-label={tabs.find((x) => x.value === tab)!.label}>
        {tab === 'toInvoice' ? <FinaliseToInvoice /> : <FinaliseAwaiting />}
      </div>
    </>
  );
}
