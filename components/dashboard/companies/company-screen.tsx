'use client';

import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, MapPin, Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { companiesQuery, companyQuery, type Company } from '@/lib/companies/hooks';
import { fileUrl } from '@/lib/files/urls';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import { COMPANY_SORTS } from '@/lib/schemas/list-fields';

function OwnCompany({ id, canEdit }: { id: string; canEdit: boolean }) {
  const t = useTranslations('dashboardCompany');
  const query = useQuery(companyQuery(id));
  if (query.isPending)
    return (
      <Card>
        <Spinner label={t('loading')} />
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <p role="alert" className="text-danger">
          {query.error.message}
        </p>
      </Card>
    );
  const c = query.data;
  const logo = fileUrl(c.logoPath);
  const rows: [string, string | null][] = [
    [t('fields.companyCodeNumber'), c.companyCodeNumber],
    [t('fields.currencySymbol'), c.currencySymbol],
    [t('fields.vatNumber'), c.vatNumber],
    [t('fields.address'), c.address],
    [t('fields.email'), c.email],
    [t('fields.phone'), c.phone],
  ];
  return (
    <Card
      title={c.name}
      actions={
        canEdit ? (
          <Link href={`/dashboard/company/${c.id}/edit`} className={buttonClass('secondary')}>
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </Link>
        ) : null
      }
    >
      <div className="flex flex-col gap-6 sm:flex-row">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo served by /api/files
          <img
            src={logo}
            alt={t('logoAlt', { name: c.name })}
            className="size-24 rounded-card border border-line object-contain"
          />
        ) : null}
        <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-bold uppercase tracking-wide text-ink-subtle">{label}</dt>
              <dd className="mt-0.5 break-words">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

function AllCompanies() {
  const t = useTranslations('dashboardCompany');
  const list = useListParams({ sortable: COMPANY_SORTS });
  const query = useQuery(companiesQuery(list.params));
  const columns = useMemo<Columns<Company>>(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        sortKey: 'name',
        hideable: false,
        cell: (c) => (
          <Link href={`/dashboard/company/${c.id}/edit`} className="font-semibold hover:underline">
            {c.name}
          </Link>
        ),
      },
      {
        id: 'code',
        header: t('fields.companyCodeNumber'),
        sortKey: 'companyCodeNumber',
        cell: (c) => c.companyCodeNumber,
      },
      { id: 'currency', header: t('fields.currencySymbol'), hideBelow: 'sm', cell: (c) => c.currencySymbol },
      { id: 'email', header: t('fields.email'), hideBelow: 'md', cell: (c) => c.email ?? '—' },
      { id: 'phone', header: t('fields.phone'), hideBelow: 'lg', cell: (c) => c.phone ?? '—' },
    ],
    [t],
  );
  return (
    <DataTable
      label={t('allCompanies')}
      columns={columns}
      query={query}
      list={list}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      rowActions={(c) => (
        <RowActions
          label={t('actionsFor', { name: c.name })}
          actions={[
            {
              label: t('edit'),
              href: `/dashboard/company/${c.id}/edit`,
              icon: <Pencil aria-hidden className="size-4" />,
            },
          ]}
        />
      )}
    />
  );
}

/** /dashboard/company: your company's profile; Super Administrators also see and manage every company. */
export function CompanyScreen() {
  const t = useTranslations('dashboardCompany');
  const tb = useTranslations('dashboardBooking.companyLinks');
  const { user } = useSession();
  // The office's online booking screens (issue 28) open from here as well as from the Settings menu.
  const actions = (
    <div className="flex flex-wrap gap-2">
      {isAdmin(user.role) ? (
        <>
          <Link href="/dashboard/company/territories" className={buttonClass('secondary')}>
            <MapPin aria-hidden className="size-4" />
            {tb('territories')}
          </Link>
          <Link href="/dashboard/company/booking" className={buttonClass('secondary')}>
            <CalendarCheck aria-hidden className="size-4" />
            {tb('booking')}
          </Link>
        </>
      ) : null}
      {isSuperAdmin(user.role) ? (
        <Link href="/dashboard/company/new" className={buttonClass('primary')}>
          <Plus aria-hidden className="size-4" />
          {t('newCompany')}
        </Link>
      ) : null}
    </div>
  );
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} actions={actions} />
      <div className="space-y-6">
        {user.company ? (
          <OwnCompany id={user.company.id} canEdit={isAdmin(user.role)} />
        ) : (
          <Card>
            <p className="text-ink-muted">{t('noCompany')}</p>
          </Card>
        )}
        {isSuperAdmin(user.role) ? <AllCompanies /> : null}
      </div>
    </>
  );
}
