import { NEXT_AUTH_CSRF, NEXT_AUTH_SIGN_OUT } from '@/lib/auth/next-auth-paths';

/**
 * Ends the session cookie through next-auth's own sign-out endpoint (CSRF token first, as next-auth requires).
 * Written out rather than importing next-auth/react, whose client would add ~9 KiB to every back-office screen
 * for two requests.
 */
export async function endSession(): Promise<void> {
  const csrf = await fetch(NEXT_AUTH_CSRF, { credentials: 'same-origin', cache: 'no-store' });
  if (!csrf.ok) throw new Error('Unable to logout!');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(NEXT_AUTH_SIGN_OUT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }),
  });
  if (!res.ok) throw new Error('Unable to logout!');
}
