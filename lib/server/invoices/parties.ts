import 'server-only';
import { eq } from 'drizzle-orm';
import type { CreateInvoiceInput } from '@/lib/invoices/schemas';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

type Party = NonNullable<CreateInvoiceInput['invoiceTo']>;

/** A "Bill to" with nothing filled in (the form sends its empty fields as '') is no bill-to at all. */
export const isBlankParty = (party: Party | null | undefined) =>
  !party || Object.values(party).every((value) => !value);

/**
 * The client as an invoice's "Bill to": their name, e-mail and phone, and their own postal address, else the address
 * of the job the invoice is for (a home client's usual case: the clean was at home). None without a client.
 */
export async function clientBillTo(
  db: Db,
  clientId: string | null | undefined,
  jobLocation?: string | null,
): Promise<Party | null> {
  if (!clientId) return null;
  const [client] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
      address: users.address,
      city: users.city,
      zipCode: users.zipCode,
    })
    .from(users)
    .where(eq(users.id, clientId))
    .limit(1);
  if (!client) return null;
  const postal = [client.address, client.city, client.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    name: `${client.firstName} ${client.lastName}`.trim(),
    email: client.email,
    phoneNumber: client.phone || undefined,
    address: postal || jobLocation || undefined,
  };
}
