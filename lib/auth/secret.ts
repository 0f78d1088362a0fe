/** Used only outside production so that `npm run dev` and tests work without configuration. */
export const DEV_AUTH_SECRET = 'development-only-secret-change-me-0123456789abcdef';

/** The signing secret for sessions and bearer tokens, read the same way by middleware and server code. */
export function authSecretFromEnv(source: Record<string, string | undefined> = process.env): string | undefined {
  const secret = source.AUTH_SECRET?.trim() || source.NEXTAUTH_SECRET?.trim();
  if (secret) return secret;
  return source.NODE_ENV === 'production' ? undefined : DEV_AUTH_SECRET;
}
