/** Gives Next's page handler the rewritten pathname (see isr-rewrite-guard.mjs). False if it is not Next's runtime. */
export function patchAppPageRuntime(runtime: unknown): boolean;
/** Patches Next's app-page runtime when Next first loads it. False if Node's module loader cannot be hooked. */
export function installIsrRewriteGuard(): boolean;
