// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a fresh salt every time', async () => {
    const a = await hashPassword('Clean-Demo-2026');
    const b = await hashPassword('Clean-Demo-2026');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Clean-Demo-2026', a)).toBe(true);
    expect(await verifyPassword('clean-demo-2026', a)).toBe(false);
    expect(await verifyPassword('Clean-Demo-2026', 'garbage')).toBe(false);
  });
});
