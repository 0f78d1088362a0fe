import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';

/** Thrown by `put` when the key is taken; the caller picks a new name (files are never overwritten). */
export class StorageKeyTaken extends Error {}

export type StorageBackend = {
  name: 'local' | 'supabase';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(key: string): Promise<void>;
};

function localBackend(root: string): StorageBackend {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    // Belt and braces: keys are validated before they get here.
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key escapes the upload folder: ${key}`);
    return full;
  };
  return {
    name: 'local',
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      try {
        await writeFile(full, bytes, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageKeyTaken(key);
        throw error;
      }
    },
    async get(key) {
      const full = resolve(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used by the server');
  }
}

function supabaseBackend(url: string, serviceKey: string, bucket: string, timeoutMs: number): StorageBackend {
  // The server never subscribes to Realtime, but supabase-js builds its client up front and, on Node 20 (no built-in
  // WebSocket), refuses to without a transport: this one is never constructed.
  const supabase = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js waits forever on a Storage that accepts the connection and never answers; an upload would hang.
    global: {
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }),
    },
    realtime: { transport: NoRealtime as never },
  });
  const files = () => supabase.storage.from(bucket);
  return {
    name: 'supabase',
    async put(key, bytes, contentType) {
      // SPEC §7: cache control 3600 s, no overwrite. The bucket stays private; files are served through /api/files.
      const { error } = await files().upload(key, bytes, { contentType, cacheControl: '3600', upsert: false });
      if (!error) return;
      if (/exists|duplicate/i.test(error.message)) throw new StorageKeyTaken(key);
      throw error;
    },
    async get(key) {
      const { data, error } = await files().download(key);
      // Storage answers a missing object with 400/404; a 5xx or no answer at all is an outage, not a missing file.
      const status = Number((error as { status?: unknown } | null)?.status);
      if (error && !(status >= 400 && status < 500)) throw error;
      if (error || !data) return null;
      return data.stream();
    },
    async remove(key) {
      await files().remove([key]);
    },
  };
}

let cached: { signature: string; backend: StorageBackend } | undefined;

/** Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else the local UPLOAD_DIR folder. */
export function storageBackend(): StorageBackend {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_BUCKET, STORAGE_TIMEOUT_MS, UPLOAD_DIR: root } = env();
  const signature =
    SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY
      ? `sb:${SUPABASE_URL}:${SUPABASE_BUCKET}:${STORAGE_TIMEOUT_MS}`
      : `local:${root}`;
  if (cached?.signature !== signature) {
    cached = {
      signature,
      backend:
        SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY
          ? supabaseBackend(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_BUCKET, STORAGE_TIMEOUT_MS)
          : localBackend(root),
    };
  }
  return cached.backend;
}
