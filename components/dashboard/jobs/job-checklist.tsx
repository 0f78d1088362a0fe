'use client';

import { Check, Circle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/dashboard/session-context';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { useTickChecklistItem, type Job } from '@/lib/jobs/hooks';
import { canTickChecklist } from '@/lib/jobs/rules';
import { doneCount } from '@/lib/offline/rules';
import { ApiError } from '@/lib/http/client';
import { useOffline } from '@/components/dashboard/offline/offline-context';

/**
 * The job's checklist. The team and the office tick tasks off with one tap (rows as large as a thumb); the client
 * sees what is done. A signed-off job's checklist is final.
 */
export function JobChecklist({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs.checklistCard');
  const { user: me } = useSession();
  const tick = useTickChecklistItem(job.id);
  const offline = useOffline();
  // Once the client has signed on this phone (waiting to be sent) the checklist is final here too.
  const signedHere = offline?.waiting.some((c) => c.kind === 'signOff' && c.jobId === job.id) ?? false;
  const canTick = canTickChecklist(job.stage, me.role) && !signedHere;
  const total = job.checklist.length;
  const progressId = `checklist-progress-${job.id}`;
  // A tick shows at once; it is forgotten when the job as refetched agrees, or undone when the server refuses it.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  useEffect(() => {
    setPending((p) => {
      const left = Object.fromEntries(
        Object.entries(p).filter(([id, done]) => job.checklist.find((i) => i.id === id)?.done !== done),
      );
      return Object.keys(left).length === Object.keys(p).length ? p : left;
    });
  }, [job.checklist]);
  const forget = (id: string) => setPending((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== id)));
  // Ticks waiting on the phone (no signal) show as made until the server has them.
  const queued = Object.fromEntries(
    (offline?.waiting ?? []).flatMap((c) =>
      c.kind === 'tick' && c.jobId === job.id ? [[c.body.itemId, c.body.done]] : [],
    ),
  ) as Record<string, boolean>;
  const shown = (item: Job['checklist'][number]) => pending[item.id] ?? queued[item.id] ?? item.done;
  // The tick stays shown as pending until the phone's queue lists it (read back from IndexedDB a moment later), so the
  // box never flips back in between.
  const queuedKey = Object.keys(queued).join(',');
  useEffect(() => {
    const listed = queuedKey ? queuedKey.split(',') : [];
    setPending((p) =>
      listed.some((id) => id in p) ? Object.fromEntries(Object.entries(p).filter(([k]) => !listed.includes(k))) : p,
    );
  }, [queuedKey]);
  const keep = async (id: string, label: string, done: boolean) => {
    setPending((p) => ({ ...p, [id]: done }));
    await offline?.queue({ kind: 'tick', jobId: job.id, body: { itemId: id, done, label } });
    snackbar.info(t('savedOffline', { label }));
  };

  const toggle = async (id: string, label: string, done: boolean) => {
    if (offline?.mustQueue()) return keep(id, label, done);
    setPending((p) => ({ ...p, [id]: done }));
    try {
      await tick.mutateAsync({ id, done });
      snackbar.success(t(done ? 'ticked' : 'unticked', { label }));
    } catch (error) {
      if (offline && error instanceof ApiError && error.status === 0) return keep(id, label, done);
      forget(id);
      snackbar.error(error instanceof Error ? error.message : t('failed'));
    }
  };

  return (
    <Card
      title={t('title')}
      actions={
        total ? (
          <span id={progressId} className="text-sm font-semibold text-ink-muted">
            {t('progress', { done: doneCount(job.checklist, { ...queued, ...pending }), total })}
          </span>
        ) : undefined
      }
    >
      {total ? (
        <ul className="space-y-2" aria-describedby={progressId}>
          {job.checklist.map((item) => (
            <li key={item.id}>
              {canTick ? (
                <label className="flex min-h-14 cursor-pointer items-center gap-4 rounded-lg border border-line px-4 py-3 hover:bg-surface-muted has-[:checked]:bg-success-soft">
                  <input
                    type="checkbox"
                    className="size-6 shrink-0 accent-brand-700"
                    checked={shown(item)}
                    onChange={(e) => void toggle(item.id, item.label, e.target.checked)}
                  />
                  <ItemText item={item} done={shown(item)} />
                </label>
              ) : (
                <div className="flex min-h-14 items-center gap-4 rounded-lg border border-line px-4 py-3">
                  {item.done ? (
                    <Check aria-hidden className="size-6 shrink-0 text-success-strong" />
                  ) : (
                    <Circle aria-hidden className="size-6 shrink-0 text-ink-subtle" />
                  )}
                  <ItemText item={item} done={item.done} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-subtle">{t('empty')}</p>
      )}
    </Card>
  );
}

function ItemText({ item, done }: { item: Job['checklist'][number]; done: boolean }) {
  const t = useTranslations('dashboardJobs.checklistCard');
  return (
    <span className="min-w-0 flex-1">
      <span
        dir="auto"
        className={done ? 'block break-words font-medium text-ink-muted line-through' : 'block break-words font-medium'}
      >
        {item.label}
      </span>
      {done && item.doneByName ? (
        <span className="block text-sm text-ink-muted">{t('doneBy', { name: item.doneByName })}</span>
      ) : null}
    </span>
  );
}
