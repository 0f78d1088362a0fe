// next-auth's own REST endpoints, answered by its handler at app/api/auth/[...nextauth] (not by route(), so not
// entries of the endpoint table): named once here for the sign-in and sign-out code that calls them.
export const NEXT_AUTH_PATHS = {
  /** The route folder (a catch-all). */
  route: '/api/auth/[...nextauth]',
  csrf: '/api/auth/csrf',
  credentials: '/api/auth/callback/credentials',
  signOut: '/api/auth/signout',
} as const;
