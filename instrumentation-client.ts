// Runs in the browser before any application code (Next.js instrumentation-client).
//
// zod 4 compiles object parsers with `new Function` unless told not to, and probes for that ability with a caught
// `new Function("")`. Under the Content-Security-Policy (no 'unsafe-eval') the probe is refused, and browsers report
// the refusal as a CSP violation and a console error even though zod handles it. Turning the JIT off before any
// schema is built avoids both; the forms' schemas are small, so nothing measurable is lost.
const g = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
