// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, scryptParams, verifyPassword } from '@/lib/server/auth/password';

describe('password hashing (scrypt)', () => {
  it('hashes with N=2^15, r=8, p=1 wherever Vitest is not running', () => {
    expect(scryptParams({ NODE_ENV: 'production' })).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptParams({ NODE_ENV: 'test' })).toEqual({ N: 32768, r: 8, p: 1 });
  });

  it('verifies the right password only, with a fresh salt every time, at the production cost', async () => {
    const a = await hashPassword('Clean-Demo-2026', SCRYPT_PARAMS);
    const b = await hashPassword('Clean-Demo-2026', SCRYPT_PARAMS);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Clean-Demo-2026', a)).toBe(true);
    expect(await verifyPassword('clean-demo-2026', a)).toBe(false);
    expect(await verifyPassword('Clean-Demo-2026', 'garbage')).toBe(false);
  });

  it('verifies a hash by the parameters it records, whatever new hashes get', async () => {
    const cheap = await hashPassword('Clean-Demo-2026', { N: 1024, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Clean-Demo-2026', cheap)).toBe(true);
    expect(await verifyPassword('Clean-Demo-2027', cheap)).toBe(false);
  });
});
