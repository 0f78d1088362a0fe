// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from '@/lib/auth/return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/dashboard/job?tab=2', '/dashboard/job?tab=2'],
    ['/dashboard', '/dashboard'],
    ['/about#team', '/about#team'],
  ])('keeps the same-site path %s', (input, expected) => expect(safeReturnTo(input)).toBe(expected));

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'evil.example',
    '',
    null,
    undefined,
    '/auth/jwt/login?returnTo=/dashboard',
  ])('sends %j to /dashboard', (input) => expect(safeReturnTo(input)).toBe('/dashboard'));

  it('builds the login path with an encoded returnTo', () => {
    expect(loginPath('/dashboard/job?x=1&y=2')).toBe('/auth/jwt/login?returnTo=%2Fdashboard%2Fjob%3Fx%3D1%26y%3D2');
  });
});
