'use client';

import { afterLoad } from '../after-load';
import type { UploadFieldProps } from './upload-field';

/** UploadField, fetched after the page has loaded (see afterLoad): the upload code is not part of a form's first load. */
export const LazyUploadField = afterLoad<UploadFieldProps>(() => import('./upload-field').then((m) => ({ default: m.UploadField })), 'min-h-[7.5rem]');
