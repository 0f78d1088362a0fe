import { NextResponse } from 'next/server';
import { createChatSchema } from '@/lib/schemas/chat';
import { route } from '@/lib/server/http/route';
import { createChatMessage } from '@/lib/server/services/chat';

// POST /api/ChatBox/CreateChatBox – post a text or image message on a job you take part in
export const POST = route({ access: 'signed-in', body: createChatSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createChatMessage(db, actor, body), { status: 201 }),
);
