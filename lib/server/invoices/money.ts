import 'server-only';
import { badRequest } from '@/lib/server/http/errors';

/** Pounds (as sent by the client, at most two decimals) to integer pence. */
export const toPence = (pounds: number) => Math.round(pounds * 100);
/** Integer pence to pounds for replies. */
export const toPounds = (pence: number) => pence / 100;
export const toHundredths = (quantity: number) => Math.round(quantity * 100);
export const fromHundredths = (hundredths: number) => hundredths / 100;

type Line = { quantity: number; price: number };
export type PricedLine<T> = T & { quantityHundredths: number; pricePence: number; totalPence: number };

/**
 * Prices every line (quantity × price, rounded to the penny) and the document: subTotal is the sum of the lines,
 * total = subTotal − discount + shipping + taxes. Client-sent totals are never read. 400 if the discount exceeds the rest.
 */
export function priceLines<T extends Line>(
  lines: T[],
  extras: { taxes?: number; discount?: number; shipping?: number },
) {
  const priced: PricedLine<T>[] = lines.map((line) => {
    const quantityHundredths = toHundredths(line.quantity);
    const pricePence = toPence(line.price);
    return { ...line, quantityHundredths, pricePence, totalPence: Math.round((quantityHundredths * pricePence) / 100) };
  });
  return {
    priced,
    totals: totalsFromPence(
      priced.map((l) => l.totalPence),
      extras,
    ),
  };
}

export function totalsFromPence(
  lineTotals: number[],
  extras: { taxes?: number; discount?: number; shipping?: number },
) {
  const subTotalPence = lineTotals.reduce((sum, t) => sum + t, 0);
  const taxesPence = toPence(extras.taxes ?? 0);
  const discountPence = toPence(extras.discount ?? 0);
  const shippingPence = toPence(extras.shipping ?? 0);
  const totalPence = subTotalPence - discountPence + shippingPence + taxesPence;
  if (totalPence < 0)
    throw badRequest('The discount is larger than the total', { discount: ['The discount is larger than the total'] });
  if (totalPence > 2_000_000_000) throw badRequest('The total is too large', { items: ['The total is too large'] });
  return { subTotalPence, taxesPence, discountPence, shippingPence, totalPence };
}
