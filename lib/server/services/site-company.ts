import 'server-only';
import { eq } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';

export type SiteCompany = { id: string; name: string; email: string | null };

/**
 * The company a public submission (enquiry, application, franchise request) belongs to. Today that is always the
 * head office; `domainName` is the hook for franchise sites with their own domain. Null when no head-office company
 * exists yet (an empty database): the record is then visible to Super Administrators only.
 */
export async function resolveSiteCompany(db: Db, domainName?: string | null): Promise<SiteCompany | null> {
  void domainName;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE))
    .limit(1);
  return row ?? null;
}

/** Where the office's notices go: the company's own address, else OFFICE_EMAIL. */
export const officeAddress = (company: SiteCompany | null) => company?.email || env().OFFICE_EMAIL;

/** A loose check before mailing an acknowledgement to an address a visitor typed (the form does no format check). */
export const looksLikeEmail = (value: string) => /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(value);
