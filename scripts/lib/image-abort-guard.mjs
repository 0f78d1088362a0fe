// Installed in the server process by server-preload.mjs. Works around a Next.js bug (15.5 and 16.x, vercel/next.js
// issues 96538, 97489 and 98402; unfixed when this was written): a visitor who leaves while an image is being resized
// for the first time (`/_next/image?url=/images/…&w=…`, a navigation or a closed tab) hangs that image at that size
// for every later visitor, with nothing logged, until the server restarts.
//
// How: Next fetches a local image by sending an in-process request (MockedRequest/MockedResponse) through its own
// router, and gives the mocked response the visitor's real socket. The static-file sender watches that socket, takes
// its closing for the end of the mocked response and stops without ending it; Next waits for the end for ever, and
// every later request for the same image and size joins that wait. Here a mocked response never holds a socket (it is
// `null`, which is what Next gives every other mocked response), so the fetch of the file completes whoever left.
// tests/e2e/static-delivery.spec.ts aborts first-time resizes and checks that the same URLs answer.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const INSTALLED = Symbol.for('brightside.imageAbortGuard');

/** Makes Next's mocked responses socket-less. Returns false (and changes nothing) if Next no longer has them. */
export function installImageAbortGuard() {
  if (globalThis[INSTALLED]) return true;
  let MockedResponse;
  try {
    ({ MockedResponse } = require('next/dist/server/lib/mock-request.js'));
  } catch {
    return false;
  }
  if (typeof MockedResponse !== 'function') return false;
  Object.defineProperty(MockedResponse.prototype, 'socket', {
    configurable: true,
    get: () => null,
    // The constructor assigns the socket it was given; it is dropped.
    set: () => undefined,
  });
  globalThis[INSTALLED] = true;
  return true;
}
