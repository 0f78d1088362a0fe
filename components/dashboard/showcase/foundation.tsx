'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field, SelectField, TextareaField } from '@/components/ui/field';
import { StatusLabel } from '@/components/ui/status-label';
import { Demo } from './showcase';

const SWATCHES = [
  'brand-50',
  'brand-300',
  'brand-600',
  'brand-700',
  'brand-900',
  'ink',
  'ink-muted',
  'ink-subtle',
  'surface-muted',
  'danger',
  'success',
  'warning',
  'info',
];
const BG: Record<string, string> = {
  'brand-50': 'bg-brand-50',
  'brand-300': 'bg-brand-300',
  'brand-600': 'bg-brand-600',
  'brand-700': 'bg-brand-700',
  'brand-900': 'bg-brand-900',
  ink: 'bg-ink',
  'ink-muted': 'bg-ink-muted',
  'ink-subtle': 'bg-ink-subtle',
  'surface-muted': 'bg-surface-muted',
  danger: 'bg-danger',
  success: 'bg-success',
  warning: 'bg-warning',
  info: 'bg-info',
};

export function Foundation() {
  const t = useTranslations('dashboardShowcase');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Demo title={t('colours')}>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {SWATCHES.map((s) => (
            <li key={s} className="text-xs">
              <span className={`block h-12 rounded border border-line ${BG[s]}`} />
              <code className="mt-1 block text-ink-muted">{s}</code>
            </li>
          ))}
        </ul>
      </Demo>
      <Demo title={t('typography')}>
        <p className="text-3xl font-bold">{t('sampleHeading')}</p>
        <p className="mt-2 text-xl font-semibold">{t('sampleSubheading')}</p>
        <p className="mt-2 text-base">{t('sampleBody')}</p>
        <p className="mt-2 text-sm text-ink-muted">{t('sampleSmall')}</p>
      </Demo>
      <Demo title={t('buttons')}>
        <div className="flex flex-wrap gap-3">
          <Button>{t('save')}</Button>
          <Button variant="secondary">{t('cancel')}</Button>
          <Button variant="soft">{t('export')}</Button>
          <Button variant="ghost">{t('more')}</Button>
          <Button variant="danger">{t('delete')}</Button>
          <Button disabled>{t('saving')}</Button>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <StatusLabel tone="success">{t('statusPaid')}</StatusLabel>
          <StatusLabel tone="warning">{t('statusPending')}</StatusLabel>
          <StatusLabel tone="danger">{t('statusOverdue')}</StatusLabel>
          <StatusLabel tone="info">{t('statusScheduled')}</StatusLabel>
          <StatusLabel>{t('statusDraft')}</StatusLabel>
        </div>
      </Demo>
      <Demo title={t('fields')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('clientName')} defaultValue="Margaret Ellis" required />
          <Field label={t('postcode')} defaultValue="NR9 3" error={t('postcodeError')} />
          <SelectField
            label={t('service')}
            options={[
              { value: 'carpet', label: t('carpet') },
              { value: 'tenancy', label: t('tenancy') },
            ]}
          />
          <CheckboxField label={t('keyHeld')} hint={t('keyHeldHint')} className="sm:mt-7" />
          <TextareaField label={t('notes')} defaultValue={t('notesSample')} className="sm:col-span-2" rows={3} />
        </div>
      </Demo>
    </div>
  );
}
