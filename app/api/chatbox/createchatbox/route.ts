import { NextResponse } from 'next/server';
import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { createChatMessage } from '@/lib/server/services/chat';

export const POST = route(chat.create, async ({ db, actor, body }) =>
  NextResponse.json(await createChatMessage(db, actor, body), { status: 201 }),
);
