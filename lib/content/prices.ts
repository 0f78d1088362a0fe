import { INSURANCE } from './faqs';

/** Top weekly pay of a full-time cleaner (SPEC §2 Career, §9). */
export const WEEKLY_PAY_GBP = 300;

/**
 * The sums quoted in messages, passed to every message that shows one as ICU currency arguments
 * (`{liability, number, ::currency/GBP ...}`): each locale formats the same figure its own way, always in pounds.
 */
export const MONEY_VALUES = {
  liability: INSURANCE.publicLiabilityGbp,
  excess: INSURANCE.excessGbp,
  weeklyPay: WEEKLY_PAY_GBP,
} as const;
