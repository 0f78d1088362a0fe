import 'server-only';
import { eq } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';

export type SiteCompany = { id: string; name: string; email: string | null };

/** How long a looked-up site company is reused; company changes made through this process apply at once. */
export const SITE_COMPANY_TTL_MS = 60_000;

// Every public submission needs the site's company: keep it instead of reading it again for each one. Kept per
// database handle (tests open several) and only once found (an empty database may get its company later).
const cache = new WeakMap<Db, { company: SiteCompany; until: number }>();

/**
 * The company a public submission (enquiry, application, franchise request) belongs to. Today that is always the
 * head office; `domainName` is the hook for franchise sites with their own domain. Null when no head-office company
 * exists yet (an empty database): the record is then visible to Super Administrators only.
 */
export async function resolveSiteCompany(db: Db, domainName?: string | null): Promise<SiteCompany | null> {
  void domainName;
  const hit = cache.get(db);
  if (hit && hit.until > Date.now()) return hit.company;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE))
    .limit(1);
  if (row) cache.set(db, { company: row, until: Date.now() + SITE_COMPANY_TTL_MS });
  return row ?? null;
}

/** Drops the kept site company (after a company's code, name or e-mail changed). */
export function forgetSiteCompany(db: Db) {
  cache.delete(db);
}

/** Where the office's notices go: the company's own address, else OFFICE_EMAIL. */
export const officeAddress = (company: SiteCompany | null) => company?.email || env().OFFICE_EMAIL;

/** A loose check before mailing an acknowledgement to an address a visitor typed (the form does no format check). */
export const looksLikeEmail = (value: string) => /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(value);
