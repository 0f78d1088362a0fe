// Royalty statements (issue 38): the arithmetic, shared by the server that makes them and the screens that show them.

/** 'no-terms': the month had no royalty terms, so the statement carries no figures and the head office is told. */
export const STATEMENT_STATUSES = ['due', 'paid', 'no-terms'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** Paid revenue of one service in the month, without VAT; '' is work invoiced without a service. */
export type StatementLine = { service: string; pence: number };

/** VAT the head office charges on royalties and fees (UK standard rate). */
export const ROYALTY_VAT_PERCENT = 20;

/** Half-up rounding to whole pence, as the invoices do. */
const pence = (n: number) => Math.round(n);

/** The royalty, fee, VAT and total of a month's paid revenue under the terms. */
export function statementFigures(
  paidRevenuePence: number,
  terms: { royaltyBasisPoints: number; monthlyFeePence: number },
) {
  const royaltyPence = pence((paidRevenuePence * terms.royaltyBasisPoints) / 10_000);
  const feePence = terms.monthlyFeePence;
  const vatPence = pence(((royaltyPence + feePence) * ROYALTY_VAT_PERCENT) / 100);
  return { royaltyPence, feePence, vatPence, totalPence: royaltyPence + feePence + vatPence };
}

/** '2026-10-01' → the month before: statements are made on the 1st for the previous month. */
export function previousMonth(today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return d.toISOString().slice(0, 10);
}
