import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { QUEUE_DB } from './cache-names';
import type { Change, NewChange, Refusal, SyncNote } from './changes';

// The phone's store of changes waiting to be sent, in IndexedDB so a closed tab or a dead battery loses nothing.
export { QUEUE_DB };

type QueueSchema = DBSchema & {
  changes: { key: number; value: Change; indexes: { id: string } };
  notes: { key: string; value: SyncNote };
  meta: { key: string; value: string };
};

type Db = IDBPDatabase<QueueSchema>;

let opening: Promise<Db> | null = null;
const database = () =>
  (opening ??= openDB<QueueSchema>(QUEUE_DB, 1, {
    upgrade(db) {
      const changes = db.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
      changes.createIndex('id', 'id', { unique: true });
      db.createObjectStore('notes', { keyPath: 'id' });
      db.createObjectStore('meta');
    },
    // Another tab deleting the database (signing out) must not wait for this one: let go, reopen on next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  }));

// Every screen that shows the queue listens here; other tabs of the app hear it through the channel.
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(QUEUE_DB);
channel?.addEventListener('message', () => listeners.forEach((l) => l()));
const changed = () => {
  listeners.forEach((l) => l());
  channel?.postMessage('changed');
};

export function onQueueChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Adds a change at the end of the queue; the same client id twice is one change. */
export async function enqueue(change: NewChange) {
  const db = await database();
  if (!(await db.getKeyFromIndex('changes', 'id', change.id))) await db.add('changes', change as Change);
  changed();
}

/** Every change, oldest first; refused ones stay in place, marked. */
export async function listChanges(): Promise<Change[]> {
  return (await database()).getAll('changes');
}

async function update(id: string, edit: (change: Change) => Change | null) {
  const db = await database();
  const tx = db.transaction('changes', 'readwrite');
  const seq = await tx.store.index('id').getKey(id);
  const current = seq === undefined ? undefined : await tx.store.get(seq);
  if (current && seq !== undefined) {
    const next = edit(current);
    if (next) await tx.store.put(next);
    else await tx.store.delete(seq);
  }
  await tx.done;
  changed();
}

export const removeChange = (id: string) => update(id, () => null);
/** A queued photo's upload succeeded: where the server keeps it, so a retry of its post never uploads it again. */
export const rememberUpload = (id: string, dbPath: string) =>
  update(id, (c) => (c.kind === 'photo' ? { ...c, body: { ...c.body, dbPath } } : c));
export const refuseChange = (id: string, refused: Refusal) => update(id, (c) => ({ ...c, refused }));
/** Puts a refused change back in line (in its place: order of entry is kept). */
export const retryChange = (id: string) =>
  update(id, (c) => {
    const next = { ...c };
    delete next.refused;
    return next;
  });

export async function addNote(note: SyncNote) {
  await (await database()).put('notes', note);
  changed();
}

export async function listNotes(): Promise<SyncNote[]> {
  return (await database()).getAll('notes');
}

export async function dismissNote(id: string) {
  await (await database()).delete('notes', id);
  changed();
}

/** Whose changes the queue holds (the user who last used the app offline on this phone). */
export async function queueOwner(): Promise<string | undefined> {
  return (await database()).get('meta', 'owner');
}

export async function setQueueOwner(userId: string) {
  await (await database()).put('meta', userId, 'owner');
}

/** Empties the queue, its notes and its owner: signing out, or a session the server ended. */
export async function clearQueue() {
  const db = await database();
  const tx = db.transaction(['changes', 'notes', 'meta'], 'readwrite');
  await Promise.all([
    tx.objectStore('changes').clear(),
    tx.objectStore('notes').clear(),
    tx.objectStore('meta').clear(),
  ]);
  await tx.done;
  changed();
}

/** Deletes the queue's database itself (signing out): emptied at once, removed once no other tab holds it open. */
export async function deleteQueue() {
  await clearQueue();
  const open = opening;
  opening = null;
  if (open) (await open).close();
  void deleteDB(QUEUE_DB).catch(() => undefined);
}
