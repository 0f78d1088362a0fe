/**
 * Starts fetching code a form will soon need (its schema, its result dialog). A failure is ignored here, not left as
 * an unhandled rejection: the same import runs again when the code is needed, and the form reports a failure there.
 */
export function preload(...loads: (() => Promise<unknown>)[]) {
  for (const load of loads) load().catch(() => undefined);
}
