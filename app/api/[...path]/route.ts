import { apiTable } from '@/lib/server/api';
import { dispatcher } from '@/lib/server/http/dispatch';

// Every endpoint of the API is declared once, with its handler, in its feature's lib/server/<feature>/endpoints.ts;
// this one route handler serves them all (docs/decisions/0007-one-api-route.md says why one and not one per folder).
const dispatch = dispatcher(apiTable);

export const dynamic = 'force-dynamic';
export { dispatch as GET, dispatch as POST, dispatch as PUT, dispatch as PATCH, dispatch as DELETE };
