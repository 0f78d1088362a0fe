/** What a Cleaner may do with no signal, each queued on the phone until it can be sent (issue 39). */
export const CHANGE_KINDS = ['clockIn', 'clockOut', 'tick', 'chat'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export type Place = { latitude: number; longitude: number };

type Bodies = {
  clockIn: { location: Place | null };
  /** `recordId`: the open record's id, or the client id of the clock-in queued before it. */
  clockOut: { recordId: string; location: Place | null };
  tick: { itemId: string; done: boolean; label: string };
  chat: { text: string };
};

/** Why the server would not take a change: shown with Retry and Discard, never retried on its own. */
export type Refusal = { status: number; reason: string };

type Base = {
  /** Made on the phone (crypto.randomUUID): the server stores a change once per id, however often it is sent. */
  id: string;
  /** Whose change it is: a queue found under another user's session is never sent. */
  userId: string;
  jobId: string | null;
  /** The device's time of the action. */
  createdAt: string;
  /** Order of entry, given by the store. */
  seq?: number;
  refused?: Refusal;
};

export type Change = { [K in ChangeKind]: Base & { kind: K; body: Bodies[K] } }[ChangeKind];
export type NewChange = { [K in ChangeKind]: Omit<Base, 'seq' | 'refused'> & { kind: K; body: Bodies[K] } }[ChangeKind];

/** Something the cleaner should know after a sync: a tick dropped because the office removed the task. */
export type SyncNote = { id: string; kind: 'tickRemoved'; label: string; jobId: string | null; at: string };
