/** Makes Next's mocked responses socket-less (see image-abort-guard.mjs). False if Next no longer has them. */
export function installImageAbortGuard(): boolean;
