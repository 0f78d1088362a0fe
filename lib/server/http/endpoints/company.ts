import 'server-only';
import { ADMIN_ROLES, SUPER_ADMIN_ROLES } from '@/lib/roles';
import { bookingSettingsQuerySchema, updateBookingSettingsSchema } from '@/lib/schemas/booking-settings';
import { idQuerySchema } from '@/lib/schemas/common';
import { createCompanySchema, listCompaniesSchema, updateCompanySchema } from '@/lib/schemas/company';
import { addTerritorySchema, listTerritoriesSchema, removeTerritorySchema } from '@/lib/schemas/territory';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';
import * as api from '@/lib/api/endpoints/company';
import { serverHalf } from './define';
import { uploadForm } from './forms';

export const company = serverHalf(api, 'Companies', {
  list: {
    contract: '/api/Company/Companies',
    access: 'signed-in',
    query: listCompaniesSchema,
    summary:
      'Every company for Super Administrators; your own otherwise, paged and searchable: { data, totalRecords, totalPages }',
  },
  get: {
    contract: '/api/Company/GetCompanybyId',
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One company (your own unless Super Administrator)',
  },
  create: {
    contract: '/api/Company/CreateCompany',
    access: SUPER_ADMIN_ROLES,
    body: createCompanySchema,
    success: 201,
    summary: 'Create a company (Super Administrators)',
  },
  update: {
    contract: '/api/Company/UpdateCompany',
    access: ADMIN_ROLES,
    body: updateCompanySchema,
    summary: 'Update a company (Administrators: their own)',
  },
  upload: {
    contract: '/api/Company/Upload',
    access: ADMIN_ROLES,
    form: uploadForm('The logo', {
      companyId: z.uuid().optional().describe('Super Administrators: the company to set the logo on'),
    }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('logo'),
    summary: 'Upload a company logo (sets it on the company); reply { dbPath }',
  },
  territories: {
    contract: '/api/Company/Territories',
    access: ADMIN_ROLES,
    query: listTerritoriesSchema,
    summary:
      'Postcode districts and the company covering each (Administrators: their own company; Super Administrators: every company, or one by companyId), searched, sorted, paged: { data, totalRecords, totalPages }',
  },
  addTerritory: {
    contract: '/api/Company/AddTerritory',
    access: ADMIN_ROLES,
    body: addTerritorySchema,
    success: 201,
    summary:
      'Add a postcode district (outward code, e.g. NR1) to your company (Super Administrators: companyId); 201, or 200 when it is already yours; 409 naming the company that covers it',
  },
  removeTerritory: {
    contract: '/api/Company/RemoveTerritory',
    access: ADMIN_ROLES,
    query: removeTerritorySchema,
    summary: "Stop covering a postcode district (your company's; Super Administrators: any); 404 when nobody covers it",
  },
  bookingSettings: {
    contract: '/api/Company/BookingSettings',
    access: ADMIN_ROLES,
    query: bookingSettingsQuerySchema,
    summary:
      "A company's online booking settings, extras, frequency discounts, minimum charge, cancellation terms and every service's price rule, amounts in pence (Administrators: their own; Super Administrators: companyId)",
  },
  updateBookingSettings: {
    contract: '/api/Company/UpdateBookingSettings',
    access: ADMIN_ROLES,
    body: updateBookingSettingsSchema,
    summary:
      "Replace a company's online booking settings and price rules (pence); services left out of rules are not offered online",
  },
});
