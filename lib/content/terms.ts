/** SPEC §2 Terms and privacy: the sections in order; texts in messages `terms.sections.<key>`. */
export const TERMS_SECTIONS = [
  'definitions',
  'collection',
  'use',
  'retention',
  'transfer',
  'disclosure',
  'security',
  'rights',
  'providers',
  'analytics',
  'links',
  'children',
  'changes',
  'contact',
] as const;

/** Effective date of the policy (SPEC §2). */
export const TERMS_EFFECTIVE_DATE = '2018-05-11';
