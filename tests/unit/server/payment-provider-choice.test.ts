// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetParsedEnv, parseEnv } from '@/lib/env';
import { activeProviderName, paymentProvider } from '@/lib/server/payments';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
const PROD = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SITE_URL: 'https://www.example.co.uk' };

function withEnv(values: Record<string, string>) {
  vi.unstubAllEnvs();
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS_PROVIDER', 'DATABASE_URL'])
    vi.stubEnv(key, '');
  vi.stubEnv('EMBEDDED_DB_SINGLE_SERVER', 'false');
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  forgetParsedEnv();
}

afterEach(() => {
  vi.unstubAllEnvs();
  forgetParsedEnv();
});

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

  it('chooses Stripe when configured, else the test provider, but never silently in production on PostgreSQL', () => {
    withEnv({ NODE_ENV: 'development', ...STRIPE });
    expect(activeProviderName()).toBe('stripe');
    expect(paymentProvider()?.name).toBe('stripe');
    withEnv({ NODE_ENV: 'development' });
    expect(activeProviderName()).toBe('test');
    withEnv({ ...PROD, EMBEDDED_DB_SINGLE_SERVER: 'true' });
    expect(activeProviderName()).toBe('test');
    withEnv({ ...PROD, DATABASE_URL: 'postgres://db/app' });
    expect(activeProviderName()).toBeNull();
    expect(paymentProvider()).toBeNull();
    withEnv({ ...PROD, DATABASE_URL: 'postgres://db/app', PAYMENTS_PROVIDER: 'test' });
    expect(activeProviderName()).toBe('test');
    withEnv({ NODE_ENV: 'development', ...STRIPE, PAYMENTS_PROVIDER: 'off' });
    expect(paymentProvider()).toBeNull();
  });
});
