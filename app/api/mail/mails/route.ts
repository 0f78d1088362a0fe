import { ADMIN_ROLES } from '@/lib/roles';
import { listMailsSchema } from '@/lib/schemas/mail';
import { route } from '@/lib/server/http/route';
import { listMails } from '@/lib/server/services/mail';

// GET /api/Mail/Mails?pageNumber&pageSize&search&sortBy&sortOrder&status – the outbox: { data, totalRecords, totalPages, counts }
export const GET = route({ access: ADMIN_ROLES, query: listMailsSchema }, async ({ db, actor, query }) => listMails(db, actor, query));
