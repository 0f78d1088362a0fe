// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('gives working local defaults outside production', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env.PORT).toBe(3000);
    expect(env.PGLITE_DATA_DIR).toBe('.data/pglite');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('fails with one clear message listing each problem', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x', PORT: 'abc' })).toThrowError(
      /Invalid environment configuration:[\s\S]*PORT[\s\S]*DATABASE_URL must be a postgres/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
  });

  it('pins the site origin and the database in production', () => {
    const secret = 'x'.repeat(40);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, EMBEDDED_DB_SINGLE_SERVER: 'true' }),
    ).toThrowError(/SITE_URL is required in production/);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, SITE_URL: 'https://www.example.co.uk' }),
    ).toThrowError(/DATABASE_URL is required in production[\s\S]*EMBEDDED_DB_SINGLE_SERVER=true/);
    const ok = { NODE_ENV: 'production', AUTH_SECRET: secret, SITE_URL: 'https://www.example.co.uk' };
    expect(() => parseEnv({ ...ok, EMBEDDED_DB_SINGLE_SERVER: 'true' })).not.toThrow();
    expect(() => parseEnv({ ...ok, DATABASE_URL: 'postgres://db/app' })).not.toThrow();
  });

  it('refuses a short secret', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrowError(/AUTH_SECRET must be at least 32 characters/);
  });
});
