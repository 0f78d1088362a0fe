'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { SERVICES } from '@/lib/content/services';
import { EnquiryForm } from './enquiry-form';

/** The full-screen 'Request for your quotation' modal (SPEC §2): service checklist, chosen services, enquiry form. */
export function QuoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('quote');
  const names = useTranslations('serviceNames');
  const [selected, setSelected] = useState<string[]>([]);
  const id = useId();
  const all = SERVICES.map((s) => names(s.key));
  const chosen = all.filter((n) => selected.includes(n));

  const toggle = (name: string) =>
    setSelected((cur) => (cur.includes(name) ? cur.filter((n) => n !== name) : [...cur, name]));
  function done() {
    setSelected([]);
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white"
    >
      <div className="min-h-full">
        <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
              {t('title')}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded hover:bg-surface-muted"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <p id={`${id}-intro`} className="mt-2 text-ink-muted">
            {t('intro')}
          </p>

          <fieldset className="mt-6" aria-describedby="quote-services-hint">
            <legend className="text-lg font-bold text-ink">{t('servicesLegend')}</legend>
            <p id="quote-services-hint" aria-live="polite" className="mt-1 min-h-5 text-sm text-ink-subtle">
              {chosen.length === 0 ? t('selectService') : null}
            </p>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {all.map((name) => (
                <li key={name}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-ink/15 px-3 py-2 hover:bg-surface-muted has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input
                      type="checkbox"
                      name="services"
                      value={name}
                      checked={selected.includes(name)}
                      onChange={() => toggle(name)}
                      className="size-5 accent-brand-700"
                    />
                    <span className="font-medium">{name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          {chosen.length > 0 ? (
            <section aria-labelledby="quote-chosen" className="mt-6 rounded-card bg-surface-muted p-4">
              <h3 id="quote-chosen" className="font-bold text-ink">
                {t('chosen')}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {chosen.map((n) => (
                  <li key={n} className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
                    {n}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div className="mt-8">
            <EnquiryForm services={chosen} requireServicesMessage={t('selectService')} onSuccess={done} />
          </div>
        </div>
      </div>
    </Modal>
  );
}
