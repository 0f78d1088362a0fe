/** What a Cleaner may do with no signal, each queued on the phone until it can be sent (issue 39). */
export const CHANGE_KINDS = ['clockIn', 'clockOut', 'tick', 'chat', 'photo', 'signOff'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export type Place = { latitude: number; longitude: number };

type Bodies = {
  clockIn: { location: Place | null };
  /** `recordId`: the open record's id, or the client id of the clock-in queued before it. */
  clockOut: { recordId: string; location: Place | null };
  tick: { itemId: string; done: boolean; label: string };
  chat: { text: string };
  /**
   * A job photo taken with no signal, posted to the job's chat later. The bytes stay on the phone as a Blob (a File's
   * name and type kept beside it: not every store clones a File); `dbPath` is where the server stored it once the upload
   * succeeded, so a retry after a failed post never uploads it again.
   */
  photo: { blob: Blob; name: string; type: string; caption: string | null; dbPath?: string };
  /** The client's signature collected on the phone; the device's time of signing is the change's `createdAt`. */
  signOff: { signerName: string; signatureImage: string; comment: string | null };
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
