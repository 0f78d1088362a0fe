// next-auth's own REST endpoints, answered by its handler at app/api/auth/[...nextauth] (not by route(), so not
// entries of the endpoint table): named once here for the code that calls them. Separate constants, not one object,
// so a bundle keeps only the ones it uses.

/** The route folder (a catch-all). */
export const NEXT_AUTH_ROUTE = '/api/auth/[...nextauth]';
export const NEXT_AUTH_CSRF = '/api/auth/csrf';
export const NEXT_AUTH_CREDENTIALS = '/api/auth/callback/credentials';
export const NEXT_AUTH_SIGN_OUT = '/api/auth/signout';
