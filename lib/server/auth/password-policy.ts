import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { BRAND } from '@/lib/brand';
import { AppError } from '@/lib/server/http/errors';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/schemas';

/** Why a password was refused; the forms translate `password.<reason>` from messages/*.json (namespace "security"). */
export type PasswordProblem = 'tooShort' | 'common' | 'personal' | 'guessable';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  common: 'This password is one of the most common ones or has appeared in a data breach. Please choose another.',
  personal: 'Do not use your name, your email address or the company name in your password.',
  guessable: 'This password is too easy to guess. Try three or four unrelated words together.',
};

// The dictionaries ship inside @zxcvbn-ts/language-common (no network call): about 30,000 passwords seen most
// often in breaches, plus keyboard patterns. Built once, on first use, so routes that never check a password pay nothing.
let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

const COMMON = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'commonNames']);
const CONTEXT_WORDS = [
  ...BRAND.toLowerCase().split(/\s+/),
  'brightside',
  'cleaning',
  'cleaner',
  'removals',
  'hethersett',
  'norfolk',
];

/**
 * Checks a new password against what OWASP ASVS asks of user-chosen passwords (5.0 V6.2.1, V6.2.4, V6.2.11, V6.2.12):
 * at least 12 characters, not a common or breached password, not built from the user's own details or the
 * company's name, and not otherwise easy to guess (zxcvbn score 3 of 4 or more). No composition rules.
 * Returns the problem, or null when the password is acceptable.
 */
export function passwordProblem(
  password: string,
  personal: (string | null | undefined)[] = [],
): PasswordProblem | null {
  if ([...password.normalize('NFKC')].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const inputs = [...CONTEXT_WORDS, ...personal.flatMap((p) => (p ? p.toLowerCase().split(/[@.\s_+-]+/) : []))].filter(
    (w) => w.length >= 3,
  );
  // Built mostly from the person's own details or the company's name ('Amelia-Clarke-1', 'brightside2026').
  let rest = password.toLowerCase();
  for (const word of [...inputs].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  if (rest.length < password.length && (rest.match(/[\p{L}\p{N}]/gu) ?? []).length < 6) return 'personal';
  const result = zxcvbn().check(password.slice(0, 128), inputs);
  const warning = result.feedback.warning ?? '';
  if (COMMON.has(warning)) return 'common';
  if (warning === 'userInputs') return 'personal';
  if (result.score < 3) return 'guessable';
  return null;
}

/** 400 with a field error on `field` (and `reason` for the forms to translate) when the password is not acceptable. */
export function assertAcceptablePassword(
  password: string,
  personal: (string | null | undefined)[],
  field = 'password',
) {
  const problem = passwordProblem(password, personal);
  if (!problem) return;
  throw new AppError(
    400,
    'Please choose a stronger password',
    'validation_error',
    { [field]: [PASSWORD_MESSAGES[problem]] },
    { reason: `password.${problem}` },
  );
}
