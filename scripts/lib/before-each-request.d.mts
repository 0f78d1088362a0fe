import type { IncomingMessage, ServerResponse } from 'node:http';

/** Runs `handle(req, res)` before every 'request' event of every HTTP and HTTPS server in this process. */
export function beforeEachRequest(handle: (req: IncomingMessage, res: ServerResponse) => void): void;
