/**
 * The payment providers a checkout can be opened with, and the outcomes of a checkout (payment_sessions.status):
 * open until the provider says it was paid or failed. Read by the server and by the payment-attempts list's filters.
 */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_OUTCOMES = ['open', 'paid', 'failed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
