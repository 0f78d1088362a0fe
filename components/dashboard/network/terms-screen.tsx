'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/dashboard/page-header';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, SelectField } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { companiesQuery } from '@/lib/companies/hooks';
import { formatMoney } from '@/lib/dashboard/labels';
import { ApiError } from '@/lib/http/client';
import { monthLabel } from '@/lib/network/format';
import { termsQuery, useSetTerms } from '@/lib/network/hooks';

type Errors = Partial<Record<'startsOn' | 'royaltyPercent' | 'monthlyFee', string>>;

/**
 * /dashboard/network/terms (Super Administrators): an office's royalty terms over time, and new terms from a month
 * on. Past months keep theirs, so the history is a list that only grows.
 */
export function TermsScreen() {
  const t = useTranslations('dashboardNetwork.terms');
  const locale = useLocale();
  const companies = useQuery(companiesQuery({ pageSize: 100, sortBy: 'name', sortOrder: 'asc' }));
  const [companyId, setCompanyId] = useState('');
  const history = useQuery(termsQuery(companyId));
  const save = useSetTerms();
  const [form, setForm] = useState({ startsOn: '', royaltyPercent: '', monthlyFee: '' });
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ companyId, ...form });
      snackbar.success(t('saved'));
      setForm({ startsOn: '', royaltyPercent: '', monthlyFee: '' });
    } catch (err) {
      if (err instanceof ApiError)
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0]])) as Errors);
      snackbar.error(err instanceof Error ? err.message : t('saveFailed'));
    }
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('description')} />
      <div className="space-y-6">
        <SelectField
          label={t('office')}
          value={companyId}
          onChange={(e) => setCompanyId(e.target.value)}
          placeholder={t('chooseOffice')}
          className="w-full sm:w-80"
          options={(companies.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        {companyId ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <Card title={t('newTerms')}>
              <form onSubmit={submit} noValidate className="space-y-4">
                <Field label={t('startsOn')} type="month" required {...field('startsOn')} hint={t('startsOnHint')} />
                <Field label={t('royaltyPercent')} inputMode="decimal" required {...field('royaltyPercent')} />
                <Field label={t('monthlyFee')} inputMode="decimal" required {...field('monthlyFee')} />
                <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
                  {save.isPending ? <Spinner /> : null}
                  {t('save')}
                </Button>
              </form>
            </Card>
            <Card title={t('history')}>
              {history.data?.length ? (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-line">
                      <th scope="col" className="p-2 text-start">
                        {t('from')}
                      </th>
                      <th scope="col" className="p-2 text-end">
                        {t('royaltyPercent')}
                      </th>
                      <th scope="col" className="p-2 text-end">
                        {t('monthlyFee')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {history.data.map((row) => (
                      <tr key={row.id} className="border-b border-line last:border-0">
                        <td className="p-2">{monthLabel(row.startsOn.slice(0, 7), locale)}</td>
                        <td className="p-2 text-end tabular-nums">{(row.royaltyBasisPoints / 100).toFixed(2)}%</td>
                        <td className="p-2 text-end tabular-nums">{formatMoney(row.monthlyFeePence)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="text-sm text-ink-muted">{history.isPending ? '…' : t('none')}</p>
              )}
            </Card>
          </div>
        ) : null}
      </div>
    </>
  );
}
