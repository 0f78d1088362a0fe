'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useOffline } from '@/components/dashboard/offline/offline-context';
import { snackbar } from '@/components/ui/snackbar';
import { MAX_OFFLINE_PHOTOS, photoRoom, storageLow } from '@/lib/offline/rules';

/** Bytes the browser says this site may still store; null when it does not say. */
async function freeStorage() {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.quota !== undefined && estimate.usage !== undefined ? estimate.quota - estimate.usage : null;
}

const isQuotaError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';

/**
 * Job photos taken with no signal, kept on a Cleaner's phone until they can be sent: how many are kept (of the limit),
 * whether storage is running low, and `keep`, which says why when a photo cannot be kept (the limit, its type or size,
 * storage full) while it is still in the cleaner's hand, never dropping one silently. Null for other roles.
 */
export function useKeptPhotos() {
  const t = useTranslations('dashboardJobs.chat');
  const offline = useOffline();
  // Refused photos still take room on the phone until sent again or discarded.
  const kept = offline?.changes.filter((c) => c.kind === 'photo').length ?? 0;
  const [free, setFree] = useState<number | null>(null);
  const measure = useCallback(async () => {
    const bytes = await freeStorage();
    setFree(bytes);
    return bytes;
  }, []);
  const present = Boolean(offline);
  useEffect(() => {
    if (present) void measure();
  }, [present, kept, measure]);
  if (!offline) return null;

  const keep = async (jobId: string, file: File, caption: string | null) => {
    const room = photoRoom({ kept, type: file.type, size: file.size, free: await measure() });
    if (room !== 'ok') {
      snackbar.error(t(`photoNotKept.${room}`, { max: MAX_OFFLINE_PHOTOS }));
      return false;
    }
    try {
      await offline.queue({
        kind: 'photo',
        jobId,
        body: { blob: file, name: file.name, type: file.type, caption },
      });
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      snackbar.error(t('photoNotKept.storageFull'));
      return false;
    }
    // Asks the browser not to clear this site's storage on its own while photos wait in it.
    void navigator.storage?.persist?.().catch(() => false);
    snackbar.info(t('photoKept', { count: kept + 1, max: MAX_OFFLINE_PHOTOS }));
    return true;
  };
  return { kept, max: MAX_OFFLINE_PHOTOS, low: storageLow(free), online: offline.online, keep };
}
