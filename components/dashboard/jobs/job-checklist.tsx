'use client';

import { Check, Circle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/dashboard/session-context';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { useTickChecklistItem, type Job } from '@/lib/jobs/hooks';
import { canTickChecklist } from '@/lib/jobs/rules';

/**
 * The job's checklist. The team and the office tick tasks off with one tap (rows as large as a thumb); the client
 * sees what is done. A signed-off job's checklist is final.
 */
export function JobChecklist({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs.checklistCard');
  const { user: me } = useSession();
  const tick = useTickChecklistItem(job.id);
  const canTick = canTickChecklist(job.stage, me.role);
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

  const toggle = async (id: string, label: string, done: boolean) => {
    setPending((p) => ({ ...p, [id]: done }));
    try {
      await tick.mutateAsync({ id, done });
      snackbar.success(t(done ? 'ticked' : 'unticked', { label }));
    } catch (error) {
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
            {t('progress', { done: job.checklistDone, total })}
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
                    checked={pending[item.id] ?? item.done}
                    onChange={(e) => void toggle(item.id, item.label, e.target.checked)}
                  />
                  <ItemText item={item} done={pending[item.id] ?? item.done} />
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
