import { ApiError } from '@/lib/http/client';
import type { Change } from './changes';
import { outcomeOf } from './outcome';
import { addNote, listChanges, refuseChange, removeChange } from './queue';

export type DrainResult = { result: 'done' | 'retry' | 'ended'; sent: number };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the waiting changes one by one, oldest first. A refused change is set aside with its reason and the next one
 * goes; a busy server or no connection stops the run (the caller backs off) so nothing overtakes what is waiting; a
 * 401 stops it for good. `send` rejects with the API's error.
 */
export async function drain(send: (change: Change) => Promise<unknown>): Promise<DrainResult> {
  let sent = 0;
  for (const change of await listChanges()) {
    if (change.refused) continue;
    let status = 200;
    let error: unknown = null;
    try {
      await send(change);
    } catch (caught) {
      error = caught;
      status = statusOf(caught);
    }
    const outcome = outcomeOf(change, status);
    if (outcome === 'retry') return { result: 'retry', sent };
    if (outcome === 'ended') return { result: 'ended', sent };
    if (outcome === 'refused') await refuseChange(change.id, { status, reason: reasonOf(error) });
    else {
      if (outcome === 'dropped' && change.kind === 'tick')
        await addNote({
          id: change.id,
          kind: 'tickRemoved',
          label: change.body.label,
          jobId: change.jobId,
          at: new Date().toISOString(),
        });
      await removeChange(change.id);
      if (outcome === 'sent') sent += 1;
    }
  }
  return { result: 'done', sent };
}
