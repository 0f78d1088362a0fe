import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { CreateChatInput, ListChatThreadsInput, MarkChatReadInput, UpdateChatInput } from '@/lib/chats/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { chatMessages, chatReads, jobs, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { fullName, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import { unreadCounts } from './reads';
import { findVisibleJob, jobVisibility } from '@/lib/server/jobs/queries';

const columns = { message: chatMessages, senderFirst: users.firstName, senderLast: users.lastName };
type Joined = { message: typeof chatMessages.$inferSelect; senderFirst: string | null; senderLast: string | null };

const toMessage = (r: Joined) => ({
  id: r.message.id,
  jobId: r.message.jobId,
  text: r.message.text,
  message: r.message.text,
  imagePath: r.message.imagePath,
  senderId: r.message.senderId,
  sender: fullName(r.senderFirst, r.senderLast) ?? 'Former user',
  createdAt: r.message.createdAt,
  updatedAt: r.message.updatedAt,
});

const selectMessages = (db: Db) =>
  db.select(columns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.senderId));

/** Participants of a job's chat: its client, its assignee and the company's admins. */
export async function listChat(db: Db, actor: Actor, jobId: string) {
  await findVisibleJob(db, actor, jobId);
  const rows = await selectMessages(db)
    .where(eq(chatMessages.jobId, jobId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(2000);
  return { data: rows.map(toMessage), totalRecords: rows.length };
}

async function findVisibleMessage(db: Db, actor: Actor, id: string) {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id)).limit(1);
  if (!row) throw notFound('Message not found');
  await findVisibleJob(db, actor, row.message.jobId);
  return row;
}

export async function getChatMessage(db: Db, actor: Actor, id: string) {
  return toMessage(await findVisibleMessage(db, actor, id));
}

/** Stores a message once per client id: a resend (or a double send racing it) answers the message already stored. */
export async function createChatMessage(db: Db, actor: Actor, input: CreateChatInput) {
  await findVisibleJob(db, actor, input.jobId);
  const stored = () =>
    input.clientId
      ? db
          .select({ id: chatMessages.id, jobId: chatMessages.jobId })
          .from(chatMessages)
          .where(and(eq(chatMessages.senderId, actor.id), eq(chatMessages.clientId, input.clientId)))
          .limit(1)
      : Promise.resolve([]);
  const sameId = (found: { id: string; jobId: string } | undefined) => {
    if (found && found.jobId !== input.jobId) throw conflict('This client id belongs to another message');
    return found;
  };
  const before = sameId((await stored())[0]);
  if (before) return getChatMessage(db, actor, before.id);
  const [row] = await db
    .insert(chatMessages)
    .values({
      jobId: input.jobId,
      senderId: actor.id,
      text: input.text || null,
      imagePath: input.imagePath ?? null,
      clientId: input.clientId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  const id = row?.id ?? sameId((await stored())[0])?.id;
  if (!id) throw conflict('This message could not be stored; send it again');
  return getChatMessage(db, actor, id);
}

/** Only the sender edits their own message, and only while they still take part in the job. */
export async function updateChatMessage(db: Db, actor: Actor, id: string, input: UpdateChatInput) {
  const row = await findVisibleMessage(db, actor, id);
  if (row.message.senderId !== actor.id) throw forbidden('You can only edit your own messages');
  const text = input.text !== undefined ? input.text || null : row.message.text;
  const imagePath = input.imagePath !== undefined ? input.imagePath : row.message.imagePath;
  if (!text && !imagePath)
    throw badRequest('Write a message or add an image', { text: ['Write a message or add an image'] });
  await db.update(chatMessages).set({ text, imagePath, updatedAt: new Date() }).where(eq(chatMessages.id, id));
  return getChatMessage(db, actor, id);
}

export async function deleteChatMessage(db: Db, actor: Actor, id: string) {
  const row = await findVisibleMessage(db, actor, id);
  if (row.message.senderId !== actor.id) throw forbidden('You can only delete your own messages');
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
  return { success: true, id };
}

/**
 * The caller's job threads (jobs they may see that have messages), the latest message first: each with the job's
 * title and stage, the number of messages, the caller's unread count, and the latest message's text (or image), sender and time.
 */
export async function listChatThreads(db: Db, actor: Actor, input: ListChatThreadsInput) {
  const latest = db
    .select({
      jobId: chatMessages.jobId,
      lastAt: max(chatMessages.createdAt).as('last_at'),
      total: count().as('total'),
    })
    .from(chatMessages)
    .groupBy(chatMessages.jobId)
    .as('latest');
  const where = and(jobVisibility(actor), input.search ? ilike(jobs.title, likeTerm(input.search)) : undefined);
  const { limit, offset } = pageOf(input);
  const order = orderOf(input, { lastMessageAt: sql`${latest.lastAt}`, title: sql`lower(${jobs.title})` }, [
    desc(sql`${latest.lastAt}`),
    desc(jobs.id),
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        jobId: jobs.id,
        title: jobs.title,
        stage: jobs.stage,
        scheduledDate: jobs.scheduledDate,
        lastMessageAt: latest.lastAt,
        messageCount: latest.total,
      })
      .from(jobs)
      .innerJoin(latest, eq(latest.jobId, jobs.id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(jobs).innerJoin(latest, eq(latest.jobId, jobs.id)).where(where),
  ]);
  const last = rows.length
    ? await db
        .selectDistinctOn([chatMessages.jobId], {
          jobId: chatMessages.jobId,
          text: chatMessages.text,
          imagePath: chatMessages.imagePath,
          senderId: chatMessages.senderId,
          first: users.firstName,
          last: users.lastName,
        })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(
          inArray(
            chatMessages.jobId,
            rows.map((r) => r.jobId),
          ),
        )
        .orderBy(chatMessages.jobId, desc(chatMessages.createdAt), desc(chatMessages.id))
    : [];
  const byJob = new Map(last.map((m) => [m.jobId, m]));
  const unread = await unreadCounts(
    db,
    actor.id,
    rows.map((r) => r.jobId),
  );
  const data = rows.map((r) => {
    const m = byJob.get(r.jobId);
    return {
      ...r,
      messageCount: Number(r.messageCount),
      unreadCount: unread.get(r.jobId) ?? 0,
      lastMessage: m
        ? {
            text: m.text,
            hasImage: Boolean(m.imagePath),
            senderId: m.senderId,
            sender: fullName(m.first, m.last) ?? 'Former user',
          }
        : null,
    };
  });
  return pageResult(data, total?.value ?? 0, input.pageSize);
}

/**
 * The caller has read a job's chat (they opened it): up to `lastMessageId`'s time when given (the newest message
 * they were shown, so one arriving meanwhile stays unread), otherwise up to now. Never moves the marker back.
 * Only the job's parties and its company's admins may (404 missing job, 403 someone else's).
 */
export async function markChatRead(db: Db, actor: Actor, input: MarkChatReadInput) {
  await findVisibleJob(db, actor, input.jobId);
  let upTo = sql`now()`;
  if (input.lastMessageId) {
    const [m] = await db
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, input.lastMessageId), eq(chatMessages.jobId, input.jobId)))
      .limit(1);
    if (!m) throw notFound('Message not found');
    upTo = sql`(select ${chatMessages.createdAt} from ${chatMessages} where ${chatMessages.id} = ${input.lastMessageId})`;
  }
  const [row] = await db
    .insert(chatReads)
    .values({ jobId: input.jobId, userId: actor.id, lastReadAt: upTo })
    .onConflictDoUpdate({
      target: [chatReads.userId, chatReads.jobId],
      set: { lastReadAt: sql`greatest(${chatReads.lastReadAt}, excluded.last_read_at)` },
    })
    .returning({ lastReadAt: chatReads.lastReadAt });
  return {
    jobId: input.jobId,
    lastReadAt: row!.lastReadAt,
    unreadCount: (await unreadCounts(db, actor.id, [input.jobId])).get(input.jobId) ?? 0,
  };
}
