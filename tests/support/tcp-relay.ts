// A TCP relay on loopback between the app and a server (PostgreSQL), which a test cuts and restores to play an
// outage the app cannot tell from a real one:
//  - 'silent': the network drops packets. Connections stay open but nothing arrives either way; new ones are
//    accepted and never answered. On restore, what was held is delivered, as TCP retransmission would.
//  - 'refuse': the server is down. Every open connection is reset and new ones are reset as soon as they arrive.
import net from 'node:net';

export type OutageMode = 'silent' | 'refuse';

export type TcpRelay = {
  port: number;
  /** Open connections (each a client socket with its upstream). */
  connections(): number;
  cut(mode: OutageMode): void;
  restore(): void;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream?: net.Socket; toUpstream: Buffer[]; toClient: Buffer[] };

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  let mode: OutageMode | null = null;
  const pairs = new Set<Pair>();

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };
  const flush = (pair: Pair) => {
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream?.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };
  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('connect', () => flush(pair));
    upstream.on('data', (chunk: Buffer) => (mode ? pair.toClient.push(chunk) : pair.client.write(chunk)));
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
  };

  const server = net.createServer((client) => {
    if (mode === 'refuse') return void client.resetAndDestroy();
    const pair: Pair = { client, toUpstream: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (mode || pair.upstream?.readyState !== 'open') pair.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    // A connection that arrives during a silent outage reaches the server only once the network is back.
    if (!mode) connectUpstream(pair);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => pairs.size,
    cut(next) {
      mode = next;
      if (next === 'refuse') {
        for (const pair of [...pairs]) {
          pairs.delete(pair);
          pair.client.resetAndDestroy();
          pair.upstream?.destroy();
        }
      }
    },
    restore() {
      mode = null;
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        else if (pair.upstream.readyState === 'open') flush(pair);
      }
    },
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
