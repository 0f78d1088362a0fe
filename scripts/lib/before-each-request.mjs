// The server preload's one way in: a function run on every request any Node HTTP(S) server in this process receives,
// before Next (or any other listener) sees it. Each guard in scripts/lib installs its own.
import http from 'node:http';
import https from 'node:https';

/** Runs `handle(req, res)` before every 'request' event of every HTTP and HTTPS server in this process. */
export function beforeEachRequest(handle) {
  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    const emit = proto.emit;
    proto.emit = function emitAfterPreload(event, req, res, ...rest) {
      if (event === 'request' && req) handle(req, res);
      return emit.call(this, event, req, res, ...rest);
    };
  }
}
