import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { CreateChatInput, UpdateChatInput } from '@/lib/schemas/chat';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { chatMessages, users } from '@/lib/server/db/schema';
import { badRequest, forbidden, notFound } from '@/lib/server/http/errors';
import { fullName } from './access';
import { findVisibleJob } from './jobs';

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

const selectMessages = (db: Db) => db.select(columns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.senderId));

/** Participants of a job's chat: its client, its assignee and the company's admins. */
export async function listChat(db: Db, actor: Actor, jobId: string) {
  await findVisibleJob(db, actor, jobId);
  const rows = await selectMessages(db).where(eq(chatMessages.jobId, jobId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)).limit(2000);
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

export async function createChatMessage(db: Db, actor: Actor, input: CreateChatInput) {
  await findVisibleJob(db, actor, input.jobId);
  const [row] = await db.insert(chatMessages).values({
    jobId: input.jobId, senderId: actor.id, text: input.text || null, imagePath: input.imagePath ?? null,
  }).returning({ id: chatMessages.id });
  return getChatMessage(db, actor, row!.id);
}

/** Only the sender edits their own message, and only while they still take part in the job. */
export async function updateChatMessage(db: Db, actor: Actor, id: string, input: UpdateChatInput) {
  const row = await findVisibleMessage(db, actor, id);
  if (row.message.senderId !== actor.id) throw forbidden('You can only edit your own messages');
  const text = input.text !== undefined ? input.text || null : row.message.text;
  const imagePath = input.imagePath !== undefined ? input.imagePath : row.message.imagePath;
  if (!text && !imagePath) throw badRequest('Write a message or add an image', { text: ['Write a message or add an image'] });
  await db.update(chatMessages).set({ text, imagePath, updatedAt: new Date() }).where(eq(chatMessages.id, id));
  return getChatMessage(db, actor, id);
}

export async function deleteChatMessage(db: Db, actor: Actor, id: string) {
  const row = await findVisibleMessage(db, actor, id);
  if (row.message.senderId !== actor.id) throw forbidden('You can only delete your own messages');
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
  return { success: true, id };
}
