'use client';

import { FileText, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { UploadField } from '@/components/dashboard/form/upload-field';
import { fileUrl } from '@/lib/files/urls';

/** A cleaner's certificates (PDF or image, private to the office and the cleaner): listed, added, removed. */
export type CertificatesFieldProps = {
  userId?: string;
  value: string[];
  onChange: (v: string[]) => void;
  maxBytes: number;
};

export function CertificatesField({ userId, value, onChange, maxBytes }: CertificatesFieldProps) {
  const t = useTranslations('dashboardUsers');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('fields.certificates')}</legend>
      {value.length ? (
        <ul className="mb-3 divide-y divide-line rounded border border-line">
          {value.map((path) => (
            <li key={path} className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileText aria-hidden className="size-4 shrink-0 text-ink-subtle" />
              <a
                href={fileUrl(path) ?? '#'}
                target="_blank"
                rel="noopener noreferrer"
                dir="auto"
                className="min-w-0 flex-1 truncate text-link underline"
              >
                {path.split('/').pop()}
              </a>
              <button
                type="button"
                onClick={() => onChange(value.filter((p) => p !== path))}
                aria-label={t('removeCertificate', { name: path.split('/').pop() ?? '' })}
                className="inline-flex size-9 items-center justify-center rounded-full hover:bg-ink/5"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-ink-subtle">{t('noCertificates')}</p>
      )}
      <UploadField
        label={t('addCertificate')}
        endpoint={'POST /api/user/upload'}
        fields={{ kind: 'certificate', ...(userId ? { userId } : {}) }}
        accept="application/pdf,image/png,image/jpeg,image/webp"
        maxBytes={maxBytes}
        preview="file"
        value={null}
        onChange={(path) => path && !value.includes(path) && onChange([...value, path])}
        hint={t('certificateHint')}
      />
    </fieldset>
  );
}
