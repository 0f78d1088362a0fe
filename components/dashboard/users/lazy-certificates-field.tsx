'use client';

import { afterLoad } from '@/components/dashboard/after-load';
import type { CertificatesFieldProps } from './certificates-field';

/** CertificatesField, fetched after the page has loaded (see afterLoad). */
export const LazyCertificatesField = afterLoad<CertificatesFieldProps>(
  () => import('./certificates-field').then((m) => ({ default: m.CertificatesField })),
  'min-h-[9rem]',
);
