import 'server-only';
import { and, count, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { chatMessages, chatReads } from '@/lib/server/db/schema';

/**
 * Unread messages per job for one person, in one grouped query: messages from others (or from a deleted user) created
 * after the person last opened the job's chat, all of them when they never have. One's own messages never count.
 */
export async function unreadCounts(db: Db, userId: string, jobIds: string[]): Promise<Map<string, number>> {
  if (!jobIds.length) return new Map();
  const rows = await db
    .select({ jobId: chatMessages.jobId, value: count() })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.jobId, chatMessages.jobId), eq(chatReads.userId, userId)))
    .where(
      and(
        inArray(chatMessages.jobId, jobIds),
        or(isNull(chatMessages.senderId), ne(chatMessages.senderId, userId)),
        or(isNull(chatReads.lastReadAt), gt(chatMessages.createdAt, chatReads.lastReadAt)),
      ),
    )
    .groupBy(chatMessages.jobId);
  return new Map(rows.map((r) => [r.jobId, Number(r.value)]));
}
