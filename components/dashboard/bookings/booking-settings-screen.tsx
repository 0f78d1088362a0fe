'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { bookingSettingsQuery } from '@/lib/bookings/office-hooks';
import { companiesQuery } from '@/lib/companies/hooks';
import { isSuperAdmin } from '@/lib/roles';
import { BookingSettingsForm } from './booking-settings-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /dashboard/company/booking: online booking on or off (or confirm first), booking hours, horizon, travel buffer,
 * VAT display, extras, frequency discounts, minimum charge, cancellation terms and each service's price rule.
 * Administrators edit their company's; a Super Administrator picks the company (`?companyId=` in the URL).
 */
export function BookingSettingsScreen() {
  const t = useTranslations('dashboardBooking.settings');
  const tc = useTranslations('dashboardCompany');
  const { user } = useSession();
  const superAdmin = isSuperAdmin(user.role);
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = params.get('companyId') ?? '';
  const companyId = UUID.test(asked) ? asked : undefined;
  const companies = useQuery({
    ...companiesQuery({ pageSize: 100, sortBy: 'name', sortOrder: 'asc' }),
    enabled: superAdmin,
  });
  const query = useQuery({ ...bookingSettingsQuery(companyId), enabled: Boolean(companyId ?? user.company?.id) });

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        crumbs={[{ label: tc('title'), href: '/dashboard/company' }, { label: t('title') }]}
      />
      {superAdmin ? (
        <div className="mb-4">
          <label htmlFor="booking-company" className="mb-1 block text-sm font-semibold">
            {t('company')}
          </label>
          <select
            id="booking-company"
            value={companyId ?? user.company?.id ?? ''}
            className="min-h-11 w-full max-w-sm rounded border border-ink/25 bg-surface px-3 text-sm"
            onChange={(e) => router.replace(`${pathname}?companyId=${e.target.value}`)}
          >
            {!companyId && !user.company ? <option value="">{t('chooseCompany')}</option> : null}
            {(companies.data?.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {(companyId ?? user.company?.id) ? (
        <QueryView query={query}>
          {(settings) => <BookingSettingsForm key={settings.companyId} settings={settings} />}
        </QueryView>
      ) : (
        <p className="text-ink-muted">{t('chooseCompany')}</p>
      )}
    </>
  );
}
