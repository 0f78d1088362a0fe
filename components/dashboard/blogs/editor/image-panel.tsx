'use client';

import { ImagePlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { snackbar } from '@/components/ui/snackbar';
import { fileUrl } from '@/lib/files/urls';
import { uploadFile } from '@/lib/http/upload';

const MAX_BYTES = 8 * 1024 * 1024;

/** Uploads a picture through POST /api/Blog/Upload and inserts it with the description the author gives. */
export function ImageDialog({
  onInsert,
  onCancel,
}: {
  onInsert: (src: string, alt: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('dashboardBlogs.editor');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);

  const insert = async () => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      snackbar.error(t('imageTooLarge'));
      return;
    }
    setProgress(0);
    try {
      const { dbPath } = await uploadFile('POST /api/Blog/Upload', file, {}, setProgress);
      onInsert(fileUrl(dbPath)!, alt.trim());
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('imageFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-3 border-t border-ink/15 p-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="min-w-0">
        <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold">
          {t('imageFile')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="block w-full text-sm file:me-3 file:min-h-11 file:rounded file:border file:border-ink/25 file:bg-surface file:px-3 file:font-semibold"
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-semibold">
          {t('imageAlt')}
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          maxLength={200}
          onChange={(e) => setAlt(e.target.value)}
          className="block min-h-11 w-full rounded border border-ink/25 bg-surface px-3 text-base"
        />
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={!file || progress !== null}
          onClick={() => void insert()}
          className="inline-flex min-h-11 items-center gap-2 rounded bg-brand-700 px-4 text-sm font-semibold text-white disabled:opacity-50"
        >
          <ImagePlus aria-hidden className="size-4" />
          {progress !== null ? `${t('uploading')} ${progress}%` : t('insertImage')}
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded px-3 text-sm hover:bg-ink/10">
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
