'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import Link from '@/components/ui/link';
import { isSuperAdmin } from '@/lib/roles';

/**
 * On a franchise lead (head office only): open an office from it, or, once opened, the link to that office.
 */
export function LeadOfficeCard({ leadId, officeId }: { leadId: string; officeId: string | null }) {
  const t = useTranslations('dashboardNetwork.open');
  const { user } = useSession();
  if (!isSuperAdmin(user.role)) return null;
  return (
    <Card title={t('leadTitle')} className="h-fit">
      {officeId ? (
        <Link href={`/dashboard/company/${officeId}/edit`} className="text-link hover:underline">
          {t('officeLink')}
        </Link>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-muted">{t('leadText')}</p>
          <Link href={`/dashboard/network/open?lead=${leadId}`} className={buttonClass('primary')}>
            {t('openFromLead')}
          </Link>
        </>
      )}
    </Card>
  );
}
