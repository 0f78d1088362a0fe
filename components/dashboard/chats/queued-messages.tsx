'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { StatusLabel } from '@/components/ui/status-label';
import { useOffline } from '@/components/dashboard/offline/offline-context';

/** A photo kept on the phone, shown from its bytes there (an object URL, let go when it leaves the screen). */
function KeptPhoto({ blob, alt }: { blob: Blob; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // eslint-disable-next-line @next/next/no-img-element
  return src ? <img src={src} alt={alt} className="mt-2 max-h-48 rounded border border-line" /> : null;
}

/** Messages and photos made on this phone with no signal, under the thread and marked as waiting until they are sent. */
export function QueuedMessages({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardJobs.chat');
  const offline = useOffline();
  const mine = (offline?.waiting ?? []).flatMap((c) =>
    (c.kind === 'chat' || c.kind === 'photo') && c.jobId === jobId ? [c] : [],
  );
  if (!mine.length) return null;
  return (
    <ol className="mt-3 space-y-3" aria-label={t('waiting')}>
      {mine.map((c) => (
        <li
          key={c.id}
          data-testid="chat-message-waiting"
          className="ms-8 rounded-lg border border-dashed border-line p-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold">{t('you')}</span>
            <StatusLabel tone="warning">{t('waiting')}</StatusLabel>
          </div>
          {c.kind === 'chat' ? (
            <p dir="auto" className="mt-1 whitespace-pre-wrap break-words">
              {c.body.text}
            </p>
          ) : (
            <>
              <KeptPhoto blob={c.body.blob} alt={t('keptPhotoAlt')} />
              {c.body.caption ? (
                <p dir="auto" className="mt-1 whitespace-pre-wrap break-words">
                  {c.body.caption}
                </p>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
