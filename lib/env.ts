import { z } from 'zod';
import { DEV_AUTH_SECRET } from '@/lib/auth/secret';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    NEXT_PHASE: z.string().optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
        .optional(),
    ),
    PGLITE_DATA_DIR: z.string().default('.data/pglite'),
    /**
     * 'true' declares that one long-lived server process owns PGLITE_DATA_DIR. Production refuses the embedded
     * database without it: on serverless or multi-instance hosts each instance would get its own copy of the data.
     */
    EMBEDDED_DB_SINGLE_SERVER: z.enum(['true', 'false']).default('false'),
    // Tests: a PGlite dumpDataDir() tarball that an in-memory database starts from, already migrated.
    PGLITE_SNAPSHOT: optionalString,
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
    AUTH_SECRET: optionalString,
    NEXTAUTH_SECRET: optionalString,
    AUTH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(60 * 60 * 24 * 30)
      .default(60 * 60 * 8),
    SITE_URL: optionalString.pipe(z.url('must be an absolute URL such as https://www.example.co.uk').optional()),
    /**
     * Addresses (or CIDR ranges) of the reverse proxies in front of the server, comma-separated: their own
     * X-Forwarded-For entries are skipped from the right to reach the address the outermost proxy saw.
     */
    TRUSTED_PROXIES: optionalString,
    /**
     * Where the client's address comes from (lib/server/http/client-address.ts): `x-forwarded-for` (default; the
     * right-most entry not in TRUSTED_PROXIES), `vercel`, or the name of a header the platform sets on every request.
     */
    CLIENT_ADDRESS_FROM: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, 'must be x-forwarded-for, vercel or a header name')
        .optional(),
    ),
    UPLOAD_DIR: z.string().default('.data/uploads'),
    SUPABASE_URL: optionalString.pipe(z.url().optional()),
    SUPABASE_SERVICE_ROLE_KEY: optionalString,
    SUPABASE_BUCKET: z.string().default('uploads'),
    // Longest wait for one Storage request: a 5 MB CV from the server's network, with room to spare.
    STORAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Brightside Cleaning <no-reply@brightside-cleaning.co.uk>'),
    OFFICE_EMAIL: z.string().default('office@brightside-cleaning.co.uk'),
    /**
     * Text messages ("On my way", issue 29) through Twilio's Messages API when all three are set; off otherwise (the
     * e-mail is always sent). lib/server/sms.ts.
     */
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM: optionalString,
    ADDRESS_LOOKUP_URL: optionalString.pipe(z.url().optional()),
    ADDRESS_LOOKUP_API_KEY: optionalString,
    /**
     * A postcodes.io-compatible geocoder (`GET {url}/postcodes/{postcode}` → result.latitude/longitude), used to place
     * a job's site from the post code in its address. Without it the office sets the site on the job itself.
     */
    GEOCODER_URL: optionalString.pipe(z.url().optional()),
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
    /**
     * The secret a hosting platform's cron sends as `Authorization: Bearer <secret>` to POST/GET /api/cron/run
     * (day-before reminders, mail retries). Without it the endpoint refuses every call (401).
     */
    CRON_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters long').optional()),
    /**
     * 'in-process' runs the same scheduled work on a timer inside this server (one long-lived server only);
     * 'off' leaves it to the cron endpoint. Default: in-process when EMBEDDED_DB_SINGLE_SERVER=true, else off.
     */
    SCHEDULER: z.enum(['in-process', 'off']).optional(),
    /** Minutes between two in-process runs. */
    SCHEDULER_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /**
     * Tests only, never set in production: 'true' lets the server read cleaners' calendars from loopback addresses
     * (127.0.0.0/8, ::1), where the tests' own calendar server listens. Private, link-local and metadata addresses
     * stay refused whatever it says (lib/server/availability/address.ts).
     */
    AVAILABILITY_FETCH_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
    /**
     * Card payments through Stripe Checkout (lib/server/payments): both or neither. The secret key is `sk_…` (or a
     * restricted `rk_…` key allowed to create Checkout Sessions), the webhook secret `whsec_…` from the endpoint
     * https://<site>/api/payment/webhook registered in Stripe's dashboard.
     */
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    /**
     * Which payment provider takes online payments: 'stripe', 'test' (the built-in hosted page with Pay / Fail buttons)
     * or 'off'. Default: stripe when its keys are set; otherwise test, except in production on PostgreSQL, where a page
     * that marks invoices paid without taking money must be asked for by name.
     */
    PAYMENTS_PROVIDER: optionalString.pipe(z.enum(['stripe', 'test', 'off']).optional()),
    /** The test provider's webhook signing secret; without it one is generated per installation and kept in the database. */
    TEST_PAYMENTS_WEBHOOK_SECRET: optionalString.pipe(
      z.string().min(24, 'must be at least 24 characters long').optional(),
    ),
  })
  .transform((env, ctx) => {
    const secret = env.AUTH_SECRET ?? env.NEXTAUTH_SECRET;
    // `next build` loads route modules without serving anything; the secret is checked when the server starts.
    if (!secret && env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production (32+ random characters)',
      });
    }
    if (secret && secret.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be at least 32 characters long' });
    }
    const serving = env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
    // Links, e-mails and the same-origin check must never be built from a request's Host header.
    if (serving && !env.SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'is required in production: the public address of the site, e.g. https://www.example.co.uk',
      });
    }
    if (serving && !env.DATABASE_URL && env.EMBEDDED_DB_SINGLE_SERVER !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required in production. The embedded database lives in one folder of one server: on a serverless or ' +
          'multi-instance host every instance would keep its own copy and lose or split data. Set DATABASE_URL to a ' +
          'PostgreSQL database, or set EMBEDDED_DB_SINGLE_SERVER=true if one long-lived server owns PGLITE_DATA_DIR.',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message:
          'is required with the other Stripe setting: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'is stripe, but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set',
      });
    }
    return { ...env, AUTH_SECRET: secret ?? DEV_AUTH_SECRET };
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws one readable message listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'} ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Forgets the parsed environment: the next env() reads process.env again. For the API tests, whose files share a
 * worker's modules but each set their own database and upload folder (tests/support/setup-api.ts).
 */
export function forgetParsedEnv(): void {
  cached = undefined;
}
