// @vitest-environment node
// Next.js reads a local image for its resizer through a mocked request that carries the visitor's socket; when that
// visitor has gone, the file is never read to the end and every later request for the same size waits for ever
// (scripts/lib/image-abort-guard.mjs). tests/e2e/static-delivery.spec.ts checks the same through the real server.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';
import { installImageAbortGuard } from '@/scripts/lib/image-abort-guard.mjs';

const require = createRequire(import.meta.url);
type Mocks = { req: unknown; res: { hasStreamed: Promise<boolean>; buffers: Buffer[]; socket: unknown } };
const { createRequestResponseMocks } = require('next/dist/server/lib/mock-request.js') as {
  createRequestResponseMocks: (o: { url: string; method: string; socket: net.Socket }) => Mocks;
};
const { serveStatic } = require('next/dist/server/serve-static.js') as { serveStatic: (req: unknown, res: unknown, file: string) => Promise<void> };

const FILE = path.join(import.meta.dirname, '../../../public/images/blog/carpet-stains.webp');

/** Next's internal fetch of a local image (image-optimizer.js, fetchInternalImage) for a visitor whose connection closed. */
async function readForGoneVisitor() {
  const gone = new net.Socket();
  gone.destroy();
  const mocked = createRequestResponseMocks({ url: '/images/blog/carpet-stains.webp', method: 'GET', socket: gone });
  const outcome = await Promise.race([
    serveStatic(mocked.req, mocked.res, FILE).then(() => mocked.res.hasStreamed),
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 1_500)),
  ]);
  return { outcome, bytes: Buffer.concat(mocked.res.buffers), socket: mocked.res.socket };
}

it('without the guard, Next never finishes reading the image (when this fails, Next has fixed it: drop the guard)', async () => {
  expect((await readForGoneVisitor()).outcome).toBe('hung');
});

it('with the guard, the image is read whole whoever left, and the mocked response holds no socket', async () => {
  expect(installImageAbortGuard()).toBe(true);
  expect(installImageAbortGuard()).toBe(true);
  const { outcome, bytes, socket } = await readForGoneVisitor();
  expect(outcome).toBe(true);
  expect(bytes.equals(readFileSync(FILE))).toBe(true);
  expect(socket).toBeNull();
});
