import 'server-only';
import { ADMIN_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  copyWeekSchema,
  createRotaSchema,
  listRotasSchema,
  rotaClashesSchema,
  updateRotaSchema,
} from '@/lib/schemas/rota';
import * as api from '@/lib/api/endpoints/rota';
import { serverHalf } from './define';

export const rota = serverHalf(api, 'Rota', {
  list: {
    access: WORKFORCE_ROLES,
    query: listRotasSchema,
    summary: 'Shifts between startDate and endDate (admins: the company; Cleaner: own); also /api/Rota/Rotas',
  },
  create: {
    access: ADMIN_ROLES,
    body: createRotaSchema,
    success: 201,
    summary: 'Create a shift (cleaner, job or site, date, start and end time)',
  },
  update: { contract: '/api/rota/UpdateRota', access: ADMIN_ROLES, body: updateRotaSchema, summary: 'Update a shift' },
  get: {
    contract: '/api/Rota/Details',
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'One shift (alternative endpoint)',
  },
  createAlt: {
    contract: '/api/Rota/Create',
    access: ADMIN_ROLES,
    body: createRotaSchema,
    success: 201,
    summary: 'Create a shift (alternative endpoint)',
  },
  updateAlt: {
    contract: '/api/Rota/Update',
    access: ADMIN_ROLES,
    body: updateRotaSchema,
    summary: 'Update a shift (alternative endpoint)',
  },
  removeAlt: {
    contract: '/api/Rota/Delete',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a shift (alternative endpoint)',
  },
  copyWeek: {
    contract: '/api/Rota/CopyWeek',
    access: ADMIN_ROLES,
    body: copyWeekSchema,
    summary:
      "Copy a week's shifts (Monday fromWeekStart) to the same days of another week in one transaction, skipping shifts that would overlap another or fall during approved leave: { created, skipped }",
  },
  clashes: {
    contract: '/api/Rota/Clashes',
    access: ADMIN_ROLES,
    query: rotaClashesSchema,
    summary:
      'What a planned shift would clash with before it is saved: overlapping shifts of the cleaner (refused on save), approved leave and a shift over 12 hours (flagged): { clashes }',
  },
});
