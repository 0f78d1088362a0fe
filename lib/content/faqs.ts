import type { ServiceKey } from './services';

/** FAQ keys; the question and answer live in messages `faqs.<key>.q` / `faqs.<key>.a`. */
export const FAQ_KEYS = [
  'insurance',
  'products',
  'keys',
  'cancel',
  'apartmentCommunal',
  'apartmentFrequency',
  'carpetDrying',
  'carpetStains',
  'commercialHours',
  'commercialContract',
  'constructionWhen',
  'constructionDust',
  'officeSecurity',
  'officeSupplies',
  'houseSame',
  'houseOneOff',
  'removalPacking',
  'removalDamage',
  'tenancyDeposit',
  'tenancyChecklist',
] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

/** The four popular questions per service page (SPEC §2 Service detail); each list ends with the insurance FAQ. */
export const SERVICE_FAQS: Record<ServiceKey, readonly [FaqKey, FaqKey, FaqKey, FaqKey]> = {
  apartment: ['apartmentCommunal', 'apartmentFrequency', 'keys', 'insurance'],
  carpet: ['carpetDrying', 'carpetStains', 'products', 'insurance'],
  commercial: ['commercialHours', 'commercialContract', 'products', 'insurance'],
  construction: ['constructionWhen', 'constructionDust', 'cancel', 'insurance'],
  office: ['officeSecurity', 'officeSupplies', 'keys', 'insurance'],
  house: ['houseSame', 'houseOneOff', 'products', 'insurance'],
  removal: ['removalPacking', 'removalDamage', 'cancel', 'insurance'],
  tenancy: ['tenancyDeposit', 'tenancyChecklist', 'cancel', 'insurance'],
};

/** Insurance facts quoted by the insurance FAQ (SPEC §2, §9). */
export const INSURANCE = { publicLiabilityGbp: 1_000_000, excessGbp: 100, teamSize: 2 } as const;
