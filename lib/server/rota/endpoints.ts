import 'server-only';
import { ADMIN_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  copyWeekSchema,
  createRotaSchema,
  listRotasSchema,
  rotaClashesSchema,
  updateRotaSchema,
} from '@/lib/rota/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listShifts, createShift, updateShift, getShift, deleteShift } from '@/lib/server/rota/service';
import { copyWeek, shiftClashes } from '@/lib/server/rota/planning';

export const rotaEndpoints = endpoints('Rota', {
  'GET /api/rota/rotas': endpoint({
    access: WORKFORCE_ROLES,
    query: listRotasSchema,
    summary: 'Shifts between startDate and endDate (admins: the company; Cleaner: own); also /api/Rota/Rotas',
    handler: async ({ db, actor, query }) => listShifts(db, actor, query),
  }),
  'POST /api/rota/createrota': endpoint({
    access: ADMIN_ROLES,
    body: createRotaSchema,
    success: 201,
    summary: 'Create a shift (cleaner, job or site, date, start and end time)',
    handler: async ({ db, actor, body }) => await createShift(db, actor, body),
  }),
  'PUT /api/rota/UpdateRota': endpoint({
    access: ADMIN_ROLES,
    body: updateRotaSchema,
    summary: 'Update a shift',
    handler: async ({ db, actor, body }) => updateShift(db, actor, body),
  }),
  'GET /api/Rota/Details': endpoint({
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'One shift (alternative endpoint)',
    handler: async ({ db, actor, query }) => getShift(db, actor, query.id),
  }),
  'POST /api/Rota/Create': endpoint({
    access: ADMIN_ROLES,
    body: createRotaSchema,
    success: 201,
    summary: 'Create a shift (alternative endpoint)',
    handler: async ({ db, actor, body }) => await createShift(db, actor, body),
  }),
  'PUT /api/Rota/Update': endpoint({
    access: ADMIN_ROLES,
    body: updateRotaSchema,
    summary: 'Update a shift (alternative endpoint)',
    handler: async ({ db, actor, body }) => updateShift(db, actor, body),
  }),
  'DELETE /api/Rota/Delete': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a shift (alternative endpoint)',
    handler: async ({ db, actor, query }) => deleteShift(db, actor, query.id),
  }),
  'POST /api/Rota/CopyWeek': endpoint({
    access: ADMIN_ROLES,
    body: copyWeekSchema,
    summary:
      "Copy a week's shifts (Monday fromWeekStart) to the same days of another week in one transaction, skipping shifts that would overlap another or fall during approved leave: { created, skipped }",
    handler: async ({ db, actor, body }) => copyWeek(db, actor, body),
  }),
  'GET /api/Rota/Clashes': endpoint({
    access: ADMIN_ROLES,
    query: rotaClashesSchema,
    summary:
      'What a planned shift would clash with before it is saved: overlapping shifts of the cleaner (refused on save), approved leave and a shift over 12 hours (flagged): { clashes }',
    handler: async ({ db, actor, query }) => shiftClashes(db, actor, query),
  }),
});
