import 'server-only';
import { ADMIN_ROLES, SUPER_ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createCompanySchema, listCompaniesSchema, updateCompanySchema } from '@/lib/companies/schemas';
import { addTerritorySchema, listTerritoriesSchema, removeTerritorySchema } from '@/lib/companies/territory-schemas';
import { endpoint, endpoints, json } from '@/lib/server/http/endpoint';
import { uploadForm } from '@/lib/server/http/upload-form';
import { listCompanies, getCompany, createCompany, updateCompany } from '@/lib/server/companies/service';
import { listTerritories, addTerritory, removeTerritory } from '@/lib/server/companies/territories';
import { uploadCompanyLogo } from '@/lib/server/files/uploads';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';

export const companiesEndpoints = endpoints('Companies', {
  'GET /api/Company/Companies': endpoint({
    access: 'signed-in',
    query: listCompaniesSchema,
    summary:
      'Every company for Super Administrators; your own otherwise, paged and searchable: { data, totalRecords, totalPages }',
    handler: async ({ db, actor, query }) => listCompanies(db, actor, query),
  }),
  'GET /api/Company/GetCompanybyId': endpoint({
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One company (your own unless Super Administrator)',
    handler: async ({ db, actor, query }) => getCompany(db, actor, query.id),
  }),
  'POST /api/Company/CreateCompany': endpoint({
    access: SUPER_ADMIN_ROLES,
    body: createCompanySchema,
    success: 201,
    summary: 'Create a company (Super Administrators)',
    handler: async ({ db, actor, body }) => await createCompany(db, actor, body),
  }),
  'PUT /api/Company/UpdateCompany': endpoint({
    access: ADMIN_ROLES,
    body: updateCompanySchema,
    summary: 'Update a company (Administrators: their own)',
    handler: async ({ db, actor, body }) => updateCompany(db, actor, body),
  }),
  'POST /api/Company/Upload': endpoint({
    access: ADMIN_ROLES,
    form: uploadForm('The logo', {
      companyId: z.uuid().optional().describe('Super Administrators: the company to set the logo on'),
    }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('logo'),
    summary: 'Upload a company logo (sets it on the company); reply { dbPath }',
    handler: async ({ db, actor, req }) => uploadCompanyLogo(db, actor, req),
  }),
  'GET /api/Company/Territories': endpoint({
    access: ADMIN_ROLES,
    query: listTerritoriesSchema,
    summary:
      'Postcode districts and the company covering each (Administrators: their own company; Super Administrators: every company, or one by companyId), searched, sorted, paged: { data, totalRecords, totalPages }',
    handler: async ({ db, actor, query }) => listTerritories(db, actor, query),
  }),
  'POST /api/Company/AddTerritory': endpoint({
    access: ADMIN_ROLES,
    body: addTerritorySchema,
    success: 201,
    summary:
      'Add a postcode district (outward code, e.g. NR1) to your company (Super Administrators: companyId); 201, or 200 when it is already yours; 409 naming the company that covers it',
    handler: async ({ db, actor, body }) => {
      const { created, territory } = await addTerritory(db, actor, body);
      return json(territory, { status: created ? 201 : 200 });
    },
  }),
  'DELETE /api/Company/RemoveTerritory': endpoint({
    access: ADMIN_ROLES,
    query: removeTerritorySchema,
    summary: "Stop covering a postcode district (your company's; Super Administrators: any); 404 when nobody covers it",
    handler: async ({ db, actor, query }) => removeTerritory(db, actor, query),
  }),
});
