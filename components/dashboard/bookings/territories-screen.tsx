'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useDeleteWithConfirm } from '@/components/dashboard/data-table/use-delete-with-confirm';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, SelectField } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { territoriesQuery, useAddTerritory, useRemoveTerritory, type Territory } from '@/lib/bookings/office-hooks';
import { companiesQuery } from '@/lib/companies/hooks';
import { ApiError } from '@/lib/http/client';
import { formatDate } from '@/lib/dashboard/labels';
import { isSuperAdmin } from '@/lib/roles';
import { TERRITORY_SORTS } from '@/lib/schemas/list-fields';

const selectClass = 'min-h-11 max-w-full rounded border border-ink/25 bg-surface px-3 text-sm';

/** Adds a district: the server checks it with the postcode library and answers 409 naming the company that has it. */
function AddDistrict({
  companies,
  companyId,
}: {
  companies: { id: string; name: string }[] | null;
  companyId?: string;
}) {
  const t = useTranslations('dashboardBooking.territories');
  const add = useAddTerritory();
  const [district, setDistrict] = useState('');
  const [company, setCompany] = useState(companyId ?? '');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const saved = await add.mutateAsync({ district, companyId: company || undefined });
      snackbar.success(t('added', { district: saved.district, company: saved.companyName }));
      setDistrict('');
    } catch (err) {
      const message = err instanceof Error ? err.message : t('addFailed');
      if (err instanceof ApiError && err.fieldErrors.district) setError(err.fieldErrors.district[0]);
      snackbar.error(message);
    }
  };
  return (
    <Card title={t('addTitle')}>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <Field
          label={t('district')}
          name="district"
          value={district}
          onChange={(e) => setDistrict(e.target.value)}
          error={error}
          hint={t('districtHint')}
          required
          autoComplete="off"
          className="w-full sm:w-48"
          maxLength={8}
        />
        {companies ? (
          <SelectField
            label={t('company')}
            value={company}
            onChange={(e) => setCompany(e.target.value)}
            required
            className="w-full sm:w-64"
            placeholder={t('chooseCompany')}
            options={companies.map((c) => ({ value: c.id, label: c.name }))}
          />
        ) : null}
        <Button type="submit" className="sm:mt-7" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? <Spinner /> : null}
          {t('add')}
        </Button>
      </form>
    </Card>
  );
}

/**
 * /dashboard/company/territories: the postcode districts a company covers. An Administrator lists, adds and removes
 * their company's; a Super Administrator sees every company's on one list (filter by company) and manages any.
 */
export function TerritoriesScreen() {
  const t = useTranslations('dashboardBooking.territories');
  const tc = useTranslations('dashboardCompany');
  const locale = useLocale();
  const { user } = useSession();
  const superAdmin = isSuperAdmin(user.role);
  const list = useListParams({ sortable: TERRITORY_SORTS, filters: { companyId: 'uuid' } });
  const query = useQuery(territoriesQuery(list.params));
  const companies = useQuery({
    ...companiesQuery({ pageSize: 100, sortBy: 'name', sortOrder: 'asc' }),
    enabled: superAdmin,
  });
  const remove = useRemoveTerritory();
  const del = useDeleteWithConfirm({
    namespace: 'dashboardBooking.territories',
    remove: (r: Territory) => remove.mutateAsync(r.district),
    values: (r: Territory) => ({ district: r.district, company: r.companyName }),
  });
  const columns = useMemo<Columns<Territory>>(
    () => [
      {
        id: 'district',
        header: t('district'),
        sortKey: 'district',
        hideable: false,
        cell: (r) => (
          <span className="font-semibold" dir="ltr">
            {r.district}
          </span>
        ),
      },
      ...(superAdmin
        ? [{ id: 'company', header: t('company'), sortKey: 'companyName', cell: (r: Territory) => r.companyName }]
        : []),
      {
        id: 'createdAt',
        header: t('since'),
        sortKey: 'createdAt',
        hideBelow: 'sm' as const,
        cell: (r) => formatDate(r.createdAt, locale),
      },
    ],
    [t, locale, superAdmin],
  );
  const companyOptions = superAdmin ? (companies.data?.data ?? []).map((c) => ({ id: c.id, name: c.name })) : null;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        crumbs={[{ label: tc('title'), href: '/dashboard/company' }, { label: t('title') }]}
      />
      <div className="space-y-6">
        <AddDistrict companies={companyOptions} companyId={list.params.companyId} />
        <DataTable
          label={t('title')}
          columns={columns}
          query={query}
          list={list}
          getRowId={(r) => r.district}
          searchPlaceholder={t('searchPlaceholder')}
          emptyText={t('empty')}
          noMatchText={t('noMatch')}
          filters={
            superAdmin ? (
              <div>
                <label htmlFor="territory-company" className="sr-only">
                  {t('company')}
                </label>
                <select
                  id="territory-company"
                  value={list.params.companyId ?? ''}
                  onChange={(e) => list.set({ companyId: e.target.value || undefined })}
                  className={selectClass}
                >
                  <option value="">{t('allCompanies')}</option>
                  {(companyOptions ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : undefined
          }
          rowActions={(r) => <RowActions label={t('actionsFor', { district: r.district })} actions={[del.action(r)]} />}
        />
      </div>
      {del.dialog}
    </>
  );
}
