'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/dashboard/page-header';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { franchiseQuery } from '@/lib/franchises/hooks';
import { ApiError } from '@/lib/http/client';
import { checkOverlaps, useOpenOffice, type Overlap } from '@/lib/network/hooks';

const EMPTY = {
  name: '',
  code: '',
  address: '',
  email: '',
  phone: '',
  adminFirstName: '',
  adminLastName: '',
  adminEmail: '',
  districts: '',
  startsOn: '',
  royaltyPercent: '6',
  monthlyFee: '150',
};
type Values = typeof EMPTY;
const SECTIONS: [string, (keyof Values)[]][] = [
  ['company', ['name', 'code', 'address', 'email', 'phone']],
  ['admin', ['adminFirstName', 'adminLastName', 'adminEmail']],
  ['territory', ['districts']],
  ['terms', ['startsOn', 'royaltyPercent', 'monthlyFee']],
];

/**
 * /dashboard/network/open (head office): a franchise office in one form, filled from the lead when opened from one.
 * Districts another office covers are listed and must be taken out before the office opens.
 */
export function OpenOfficeScreen() {
  const t = useTranslations('dashboardNetwork.open');
  const router = useRouter();
  const leadId = useSearchParams().get('lead') ?? '';
  const lead = useQuery({ ...franchiseQuery(leadId), enabled: Boolean(leadId) });
  const open = useOpenOffice();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [overlaps, setOverlaps] = useState<Overlap[] | null>(null);
  useEffect(() => {
    const l = lead.data;
    if (!l) return;
    setValues((v) => ({
      ...v,
      address: l.address,
      phone: l.phone,
      adminFirstName: l.firstName,
      adminLastName: l.lastName,
      adminEmail: l.email,
      districts: l.postCode.trim().split(/\s+/)[0]?.toUpperCase() ?? '',
    }));
  }, [lead.data]);
  const districts = () => values.districts.split(/[\s,]+/).filter(Boolean);

  const check = async () => {
    try {
      setOverlaps(await checkOverlaps(districts().join(',')));
    } catch (err) {
      snackbar.error(err instanceof Error ? err.message : t('checkFailed'));
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const office = await open.mutateAsync({ ...values, leadId: leadId || undefined, districts: districts() });
      snackbar.success(t('opened', { name: office.name }));
      router.push(`/dashboard/company/${office.id}/edit`);
    } catch (err) {
      if (err instanceof ApiError) {
        const data = err.data as { overlaps?: Overlap[] } | undefined;
        if (data?.overlaps) setOverlaps(data.overlaps);
        const found = Object.entries(err.fieldErrors).map(([k, v]) => [k.split('.')[0], v[0]]);
        setErrors(Object.fromEntries(found));
      }
      snackbar.error(err instanceof Error ? err.message : t('openFailed'));
    }
  };

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('description')} />
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-2">
        {SECTIONS.map(([section, names]) => (
          <Card key={section} title={t(`sections.${section}`)}>
            <div className="space-y-4">
              {names.map((name) => (
                <Field
                  key={name}
                  label={t(`fields.${name}`)}
                  name={name}
                  type={name === 'startsOn' ? 'month' : name.toLowerCase().includes('email') ? 'email' : 'text'}
                  value={values[name]}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                  error={errors[name]}
                  hint={name === 'districts' ? t('districtsHint') : undefined}
                  required={!['address', 'email', 'phone'].includes(name)}
                />
              ))}
              {section === 'territory' ? (
                <div className="space-y-2">
                  <Button variant="secondary" onClick={check}>
                    {t('check')}
                  </Button>
                  {overlaps ? (
                    <p role="status" className={overlaps.length ? 'text-sm text-danger' : 'text-sm text-ink-muted'}>
                      {overlaps.length
                        ? t('overlaps', { list: overlaps.map((o) => `${o.district} (${o.companyName})`).join(', ') })
                        : t('noOverlaps')}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          </Card>
        ))}
        <div className="lg:col-span-2">
          <Button type="submit" disabled={open.isPending} aria-busy={open.isPending || undefined}>
            {open.isPending ? <Spinner /> : null}
            {t('submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
