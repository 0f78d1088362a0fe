import 'server-only';
import { AppError, type FieldErrors } from './errors';

/**
 * Deeper than any body this app's forms or API clients send (an invoice's items are three levels down). Anything
 * deeper is refused before any recursive code (zod, the audit's JSON.stringify) could run out of stack on it.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. NUL cannot be stored in PostgreSQL
 * text at all (it used to surface as a 500); the others have no business in names, addresses or messages.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * A UTF-16 surrogate without its partner (JSON allows `"\ud800"`). It is not text: PostgreSQL's JSON refuses it
 * (the audit insert failed with a 500 after the row was written) and UTF-8 encoders silently turn it into U+FFFD.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NOT_ALLOWED_GLOBAL = new RegExp(`${CONTROL_CHARACTERS.source}|${LONE_SURROGATE.source}`, 'g');

export const CONTROL_CHARACTER_MESSAGE = 'Contains characters that are not allowed';

const hasBadText = (text: string) => CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);

export const tooDeep = () =>
  new AppError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`, 'invalid_json');

/**
 * Field errors for every string (and object key) that fails `isBad` (by default: a control character or a lone
 * surrogate), keyed by its dotted path. Iterative, and refuses (400) nesting deeper than MAX_JSON_DEPTH before
 * looking inside it, so no body can exhaust the stack here or in the code that reads it afterwards.
 */
export function controlCharacterErrors(value: unknown, isBad: (text: string) => boolean = hasBadText): FieldErrors {
  const errors: FieldErrors = {};
  const queue: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let i = 0; i < queue.length; i++) {
    const { value: item, path } = queue[i]!;
    if (typeof item === 'string') {
      if (isBad(item)) errors[path.join('.') || '_'] = [CONTROL_CHARACTER_MESSAGE];
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) throw tooDeep();
    const entries = Array.isArray(item) ? item.map((v, n) => [String(n), v] as const) : Object.entries(item);
    for (const [key, child] of entries) {
      // The key is named with the offending characters replaced, so the error itself is well-formed text.
      if (isBad(key)) errors[[...path, key.replace(NOT_ALLOWED_GLOBAL, '?')].join('.')] = [CONTROL_CHARACTER_MESSAGE];
      if (typeof child === 'string' || (child && typeof child === 'object'))
        queue.push({ value: child, path: [...path, key] });
    }
  }
  return errors;
}

/**
 * For a body that is not valid UTF-8: the fields whose text the lenient decoder had to repair (U+FFFD), or the
 * whole body when the bad bytes were outside any string. The caller answers 400 with these.
 */
export function malformedUtf8Errors(value: unknown): FieldErrors {
  const errors = controlCharacterErrors(value, (text) => text.includes('\ufffd') || hasBadText(text));
  return Object.keys(errors).length ? errors : { _: [CONTROL_CHARACTER_MESSAGE] };
}
