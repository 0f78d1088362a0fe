'use client';

import { FileText, Upload, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { snackbar } from '@/components/ui/snackbar';
import { fileUrl } from '@/lib/files/urls';
import { ApiError, FALLBACK_ERROR } from '@/lib/http/client';
import { uploadFile, type UploadEndpoint } from '@/lib/http/upload';

export type UploadFieldProps = {
  label: string;
  /** The upload entry of the endpoint table, e.g. `user.upload`; it answers `{ dbPath }`. */
  endpoint: UploadEndpoint;
  fields?: Record<string, string>;
  accept: string;
  /** Checked here before sending, for a quick answer; the server checks the content and size again. */
  maxBytes: number;
  value?: string | null;
  onChange: (dbPath: string | null) => void;
  preview?: 'image' | 'file';
  hint?: string;
  error?: string;
};

/** Chooses a file, uploads it with a progress bar and hands back its stored path; shows the current file. */
export function UploadField({
  label,
  endpoint,
  fields,
  accept,
  maxBytes,
  value,
  onChange,
  preview = 'image',
  hint,
  error,
}: UploadFieldProps) {
  const t = useTranslations('dashboardForm');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) {
      snackbar.error(t('fileTooLarge', { size: Math.round(maxBytes / 1024 / 1024) }));
      return;
    }
    setProgress(0);
    try {
      const { dbPath } = await uploadFile(endpoint, file, fields, setProgress);
      onChange(dbPath);
      snackbar.success(t('uploaded'));
    } catch (e) {
      // The server's reason when it gave one (file storage unavailable, wrong type ...); a lost connection or an
      // answer that is not ours gets the upload's own message in the user's language.
      snackbar.error(
        e instanceof ApiError && e.status !== 0 && e.message !== FALLBACK_ERROR ? e.message : t('uploadFailed'),
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const url = fileUrl(value);
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {url && preview === 'image' ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by /api/files
          <img src={url} alt="" className="size-20 rounded-card border border-line object-cover" />
        ) : url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-sm font-semibold text-link underline"
          >
            <FileText aria-hidden className="size-5" />
            {t('viewFile')}
          </a>
        ) : null}
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded border border-dashed border-ink/30 px-4 text-sm font-semibold hover:bg-ink/5 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
        >
          <Upload aria-hidden className="size-4" />
          {url ? t('replaceFile') : t('chooseFile')}
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            aria-describedby={hint ? `${id}-hint` : undefined}
            aria-labelledby={`${id}-label ${id}`}
            disabled={progress !== null}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {url ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex min-h-11 items-center gap-1 rounded px-2 text-sm text-ink-muted hover:bg-ink/5"
          >
            <X aria-hidden className="size-4" />
            {t('removeFile')}
          </button>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="mt-3">
          <progress
            value={progress}
            max={100}
            aria-label={t('uploading')}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-ink/10 [&::-webkit-progress-value]:bg-brand-600"
          />
        </div>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? <p className="mt-1 text-sm font-medium text-danger">{error}</p> : null}
    </div>
  );
}
