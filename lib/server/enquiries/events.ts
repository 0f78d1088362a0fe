import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { CreateEnquiryNoteInput } from '@/lib/enquiries/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { enquiries, enquiryEvents, ENQUIRY_STATUSES } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin } from '@/lib/server/auth/access';

type Status = (typeof ENQUIRY_STATUSES)[number];

/** Records a status change of an enquiry; call it in the transaction that changes the status. */
export async function recordEnquiryStatus(
  db: Pick<Db, 'insert'>,
  enquiryId: string,
  status: Status,
  actor: Pick<Actor, 'id' | 'name'> | null,
) {
  await db
    .insert(enquiryEvents)
    .values({ enquiryId, kind: 'status', status, actorId: actor?.id ?? null, actorName: actor?.name ?? null });
}

async function assertEnquiryAdmin(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({ companyId: enquiries.companyId })
    .from(enquiries)
    .where(eq(enquiries.id, id))
    .limit(1);
  if (!row) throw notFound('Failed to fetch Enquiry by ID');
  assertCompanyAdmin(actor, row.companyId);
}

/** GET /api/Enquiry/EnquiryHistory?id=: the enquiry's status changes and notes, oldest first: `{ data }`. */
export async function enquiryHistory(db: Db, actor: Actor, id: string) {
  await assertEnquiryAdmin(db, actor, id);
  const data = await db
    .select({
      id: enquiryEvents.id,
      kind: enquiryEvents.kind,
      status: enquiryEvents.status,
      note: enquiryEvents.note,
      actorName: enquiryEvents.actorName,
      createdAt: enquiryEvents.createdAt,
    })
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, id))
    .orderBy(asc(enquiryEvents.createdAt), asc(enquiryEvents.id))
    .limit(500);
  return { data };
}

/** POST /api/Enquiry/CreateEnquiryNote: a note of the office on an enquiry of its company. */
export async function addEnquiryNote(db: Db, actor: Actor, input: CreateEnquiryNoteInput) {
  await assertEnquiryAdmin(db, actor, input.enquiryId);
  const [row] = await db
    .insert(enquiryEvents)
    .values({ enquiryId: input.enquiryId, kind: 'note', note: input.note, actorId: actor.id, actorName: actor.name })
    .returning({
      id: enquiryEvents.id,
      kind: enquiryEvents.kind,
      status: enquiryEvents.status,
      note: enquiryEvents.note,
      actorName: enquiryEvents.actorName,
      createdAt: enquiryEvents.createdAt,
    });
  return row!;
}
