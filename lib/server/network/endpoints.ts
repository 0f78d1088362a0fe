import 'server-only';
import { ADMIN_ROLES, SUPER_ADMIN_ROLES } from '@/lib/roles';
import {
  correctStatementSchema,
  listStatementsSchema,
  networkPeriodSchema,
  networkTerritoriesSchema,
  openOfficeSchema,
  overlapsQuerySchema,
  royaltyTermsSchema,
  termsQuerySchema,
} from '@/lib/network/schemas';
import { idQuerySchema } from '@/lib/schemas/common';
import { endpoint, endpoints, json } from '@/lib/server/http/endpoint';
import { overviewCsv } from '@/lib/server/network/csv';
import { getNetworkOverview } from '@/lib/server/network/overview';
import {
  correctStatement,
  getStatement,
  listStatements,
  listTerms,
  markStatementPaid,
  setTerms,
} from '@/lib/server/network/royalties';
import { networkTerritories } from '@/lib/server/network/territories';
import { openOffice, overlapsOf } from '@/lib/server/network/offices';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { statementCsv, statementFileName, statementPdf } from '@/lib/server/network/statement-files';

const download = (body: BodyInit, type: string, fileName: string) =>
  new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

export const networkEndpoints = endpoints('Network', {
  'GET /api/network/overview': endpoint({
    access: SUPER_ADMIN_ROLES,
    query: networkPeriodSchema,
    summary:
      'The franchise network for a period (month, lastMonth, quarter, year, or custom from–to of at most 3 years): each office and the whole network: revenue invoiced and paid, jobs completed, online bookings, enquiries and those converted, average and low ratings, overdue invoices, hours worked; with a monthly trend',
    handler: async ({ db, query }) => getNetworkOverview(db, query),
  }),
  'GET /api/network/overview/csv': endpoint({
    access: SUPER_ADMIN_ROLES,
    query: networkPeriodSchema,
    summary: 'The network overview as a CSV download: each office and the network for the period, then month by month',
    handler: async ({ db, query }) => overviewCsv(await getNetworkOverview(db, query)),
  }),
  'GET /api/network/territories': endpoint({
    access: SUPER_ADMIN_ROLES,
    query: networkTerritoriesSchema,
    summary:
      "Every office's postcode districts, and a county's coverage (norfolk, suffolk, cambridgeshire): each district covered, a gap, or an overlap",
    handler: async ({ db, query }) => networkTerritories(db, query.county),
  }),
  'GET /api/network/offices/overlaps': endpoint({
    access: SUPER_ADMIN_ROLES,
    query: overlapsQuerySchema,
    summary: 'Which of the given postcode districts (comma-separated) another office already covers, and which office',
    handler: async ({ db, query }) => overlapsOf(db, query.districts),
  }),
  'POST /api/network/offices': endpoint({
    access: SUPER_ADMIN_ROLES,
    body: openOfficeSchema,
    summary:
      'Opens a franchise office in one step (company, first Administrator invited by e-mail to choose a password, districts, royalty terms; a lead is marked converted and linked): 409 `overlaps` lists districts another office covers',
    handler: async ({ req, db, actor, body }) => {
      const answer = await openOffice(db, actor, body, siteOrigin(req));
      return answer instanceof Response ? answer : json(answer, { status: 201 });
    },
  }),
  'GET /api/network/terms': endpoint({
    access: SUPER_ADMIN_ROLES,
    query: termsQuerySchema,
    summary: "An office's royalty terms, newest first (each applies from its month until the next)",
    handler: async ({ db, query }) => listTerms(db, query.companyId),
  }),
  'POST /api/network/terms': endpoint({
    access: SUPER_ADMIN_ROLES,
    body: royaltyTermsSchema,
    success: 201,
    summary:
      "Sets an office's royalty terms from a month on (percentage of paid revenue, fixed monthly fee); past months keep theirs (a start before this month is 400)",
    handler: async ({ db, actor, body }) => setTerms(db, actor, body),
  }),
  'POST /api/network/statements': endpoint({
    access: ADMIN_ROLES,
    body: listStatementsSchema,
    summary:
      "Royalty statements, latest version of each month (Super Administrators: every office's; Administrators: their office's), searched, filtered, sorted, paged",
    handler: async ({ db, actor, body }) => listStatements(db, actor, body),
  }),
  'GET /api/network/statement': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: "One royalty statement (another office's is 404)",
    handler: async ({ db, actor, query }) => getStatement(db, actor, query.id),
  }),
  'GET /api/network/statement/pdf': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'A royalty statement as a PDF download',
    handler: async ({ db, actor, query }) => {
      const s = await getStatement(db, actor, query.id);
      const bytes = await statementPdf(db, s);
      return download(new Uint8Array(bytes), 'application/pdf', statementFileName(s, s.companyName, 'pdf'));
    },
  }),
  'GET /api/network/statement/csv': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'A royalty statement as a CSV download',
    handler: async ({ db, actor, query }) => {
      const s = await getStatement(db, actor, query.id);
      return download(
        statementCsv(s, s.companyName),
        'text/csv; charset=utf-8',
        statementFileName(s, s.companyName, 'csv'),
      );
    },
  }),
  'POST /api/network/statement/markpaid': endpoint({
    access: SUPER_ADMIN_ROLES,
    body: idQuerySchema,
    summary: 'Marks a royalty statement paid (409 when already paid or without figures), with an audit entry',
    handler: async ({ db, actor, body }) => markStatementPaid(db, actor, body.id),
  }),
  'POST /api/network/statement/correct': endpoint({
    access: SUPER_ADMIN_ROLES,
    body: correctStatementSchema,
    summary:
      "A correction: the statement's month worked out again as its next version (the earlier stays), mailed to the office",
    handler: async ({ db, actor, body }) => json(await correctStatement(db, actor, body), { status: 201 }),
  }),
});
