// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { chooseProvider } from '@/lib/server/payments';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
const PROD = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SITE_URL: 'https://www.example.co.uk' };

describe('payment settings', () => {
  it('wants both Stripe values or neither, and real-looking ones', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrowError(
      /STRIPE_WEBHOOK_SECRET is required with the other Stripe setting/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrowError(/STRIPE_SECRET_KEY is required/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrowError(
      /must be a Stripe secret key/,
    );
    expect(() => parseEnv({ PAYMENTS_PROVIDER: 'stripe' })).toThrowError(/PAYMENTS_PROVIDER is stripe, but/);
    expect(parseEnv(STRIPE).STRIPE_SECRET_KEY).toBe('sk_test_123');
  });

  it('chooses Stripe when configured, else the test provider only on a demo database, never by default on a real one', () => {
    const choose = (values: Record<string, string>, demoData: boolean) => chooseProvider(parseEnv(values), demoData);
    expect(choose({ NODE_ENV: 'development', ...STRIPE }, false)).toBe('stripe');
    expect(choose({ NODE_ENV: 'development', ...STRIPE }, true)).toBe('stripe');
    // Issue 36: without Stripe's keys, a database set up for production (db:create-admin) gets no payments at all,
    // on any host and either database engine; a database seeded with the demo data gets the test page.
    expect(choose({ NODE_ENV: 'development' }, false)).toBeNull();
    expect(choose({ ...PROD, EMBEDDED_DB_SINGLE_SERVER: 'true' }, false)).toBeNull();
    expect(choose({ ...PROD, DATABASE_URL: 'postgres://db/app' }, false)).toBeNull();
    expect(choose({ NODE_ENV: 'development' }, true)).toBe('test');
    expect(choose({ ...PROD, EMBEDDED_DB_SINGLE_SERVER: 'true' }, true)).toBe('test');
    // Asked for by name, whatever the database holds.
    expect(choose({ ...PROD, DATABASE_URL: 'postgres://db/app', PAYMENTS_PROVIDER: 'test' }, false)).toBe('test');
    expect(choose({ NODE_ENV: 'development', ...STRIPE, PAYMENTS_PROVIDER: 'off' }, true)).toBeNull();
  });
});
