import { NEXT_AUTH_CREDENTIALS, NEXT_AUTH_CSRF } from '@/lib/auth/next-auth-paths';

export type SignInFailure = 'invalid' | 'failed' | { throttledSeconds: number };

// next-auth reports a throttled sign-in as `error=too_many_attempts:<seconds>` (lib/server/auth/options.ts).
const THROTTLED = /^too_many_attempts:(\d+)$/;

/**
 * Signs in with next-auth's credentials provider through its documented REST endpoints (GET /api/auth/csrf, then
 * POST /api/auth/callback/credentials), as next-auth/react's signIn() does, without loading next-auth/react (and its
 * session machinery) on the sign-in page. Resolves to null on success, else the reason.
 */
export async function signInWithPassword(username: string, password: string): Promise<null | SignInFailure> {
  try {
    const csrf = (await (await fetch(NEXT_AUTH_CSRF, { credentials: 'same-origin' })).json()) as { csrfToken?: string };
    const res = await fetch(NEXT_AUTH_CREDENTIALS, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
      body: new URLSearchParams({
        username,
        password,
        csrfToken: csrf.csrfToken ?? '',
        callbackUrl: window.location.href,
        json: 'true',
      }),
    });
    const data = (await res.json().catch(() => ({}))) as { url?: string };
    const error = data.url ? new URL(data.url, window.location.href).searchParams.get('error') : null;
    const throttled = THROTTLED.exec(error ?? '');
    if (throttled) return { throttledSeconds: Number(throttled[1]) };
    if (res.status === 401 || error === 'CredentialsSignin') return 'invalid';
    return res.ok && !error ? null : 'failed';
  } catch {
    return 'failed';
  }
}
