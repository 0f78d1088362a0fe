'use client';

import { afterLoad } from '@/components/dashboard/after-load';
import type { UploadFieldProps } from './upload-field';

/** UploadField, fetched after the page has loaded (see afterLoad): the upload code is not part of a form's first load. */
export const LazyUploadField = afterLoad<UploadFieldProps>(
  () => import('./upload-field').then((m) => ({ default: m.UploadField })),
  '',
  // The field's own layout (label, a row as tall as the button or the image preview, hint), so the swap moves nothing.
  ({ label, hint, value, preview = 'image' }) => (
    <>
      <p className="mb-1.5 text-sm font-semibold">{label}</p>
      <div className={value && preview === 'image' ? 'min-h-20' : 'min-h-11'} />
      {hint ? <p className="mt-1 text-sm text-ink-subtle">{hint}</p> : null}
    </>
  ),
);
