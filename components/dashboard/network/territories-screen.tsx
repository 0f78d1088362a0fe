'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { Card } from '@/components/ui/card';
import { Field, SelectField } from '@/components/ui/field';
import { StatusLabel } from '@/components/ui/status-label';
import { COUNTIES, COUNTY_KEYS, type County } from '@/lib/network/counties';
import { networkTerritoriesQuery } from '@/lib/network/hooks';

const TONES = { covered: 'success', gap: 'warning', overlap: 'danger' } as const;

/**
 * /dashboard/network/territories (Super Administrators): a county's districts with who covers each (gaps and
 * overlaps flagged), and every office's districts in one searchable table. County and search live in the address.
 */
export function NetworkTerritoriesScreen() {
  const t = useTranslations('dashboardNetwork.territories');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const county = (COUNTY_KEYS as string[]).includes(params.get('county') ?? '')
    ? (params.get('county') as County)
    : 'norfolk';
  const search = (params.get('search') ?? '').trim().toUpperCase();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    router.replace(next.size ? `${pathname}?${next}` : pathname, { scroll: false });
  };
  const query = useQuery(networkTerritoriesQuery(county));
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('description')} />
      <SelectField
        label={t('county')}
        value={county}
        onChange={(e) => set('county', e.target.value)}
        className="mb-4 w-full sm:w-64"
        options={COUNTY_KEYS.map((k) => ({ value: k, label: COUNTIES[k].name }))}
      />
      <QueryView query={query}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <Card title={t('coverageTitle', { county: data.county.name })}>
              <p className="mb-3 text-sm text-ink-muted">
                {t('summary', {
                  covered: data.summary.covered,
                  gaps: data.summary.gaps,
                  overlaps: data.summary.overlaps,
                })}
              </p>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {data.coverage.map((c) => (
                  <li
                    key={c.district}
                    className={clsx(
                      'rounded border p-2 text-sm',
                      c.state === 'covered' ? 'border-line' : 'border-warning',
                    )}
                  >
                    <span className="block font-semibold" dir="ltr">
                      {c.district}
                    </span>
                    <StatusLabel tone={TONES[c.state]}>{t(`states.${c.state}`)}</StatusLabel>
                    {c.offices.length ? (
                      <span dir="auto" className="mt-1 block truncate text-xs">
                        {c.offices.join(', ')}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Card>
            <Card title={t('allTitle')}>
              <Field
                label={t('search')}
                type="search"
                defaultValue={params.get('search') ?? ''}
                onChange={(e) => set('search', e.target.value)}
                className="mb-3 w-full sm:w-64"
              />
              <div className="max-h-[32rem] overflow-y-auto" role="region" aria-label={t('allTitle')} tabIndex={0}>
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('allTitle')}</caption>
                  <thead>
                    <tr className="border-b border-line">
                      <th scope="col" className="p-2 text-start">
                        {t('district')}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t('office')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.districts
                      .filter(
                        (d) => !search || d.district.includes(search) || d.companyName.toUpperCase().includes(search),
                      )
                      .map((d) => (
                        <tr key={`${d.district} ${d.companyId}`} className="border-b border-line last:border-0">
                          <td className="p-2 font-semibold" dir="ltr">
                            {d.district}
                          </td>
                          <td className="p-2">{d.companyName}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}
