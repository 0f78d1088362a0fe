// The server `npm start` runs when no proxy tells it who the client is (CLIENT_ADDRESS_FROM unset): Next.js through
// its documented custom-server API, which appends each connection's own address to X-Forwarded-For before Next sees
// the request, as a reverse proxy would. Next keeps an X-Forwarded-For the client wrote, so without this a visitor
// could choose the address rate limits and sign-in throttling are keyed on; lib/server/http/client-address.ts keys on
// the right-most entry, which no client wrote. Behind a real proxy or on a platform, `next start` serves instead.
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { markPeerAppended, withPeer } from './lib/client-address.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
markPeerAppended();
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  req.headers['x-forwarded-for'] = withPeer(req.headers['x-forwarded-for'], req.socket.remoteAddress);
  void handle(req, res);
}).listen(port, hostname, () => console.log(`> Ready on http://localhost:${port}`));
