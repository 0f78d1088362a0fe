import { useRef } from 'react';

/** A v4 uuid for client-generated record ids; falls back to getRandomValues where randomUUID is missing (plain http). */
export function newId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One id per submission: an unchanged retry after a failure reuses it, so the server stores a single record; edited
 * values start a new submission (the server answers 409 to one id with different content). Call `done()` on success.
 */
export function useSubmissionId() {
  const current = useRef<{ id: string; key: string } | null>(null);
  return {
    idFor(payload: unknown) {
      const key = JSON.stringify(payload);
      if (current.current?.key !== key) current.current = { id: newId(), key };
      return current.current.id;
    },
    done() {
      current.current = null;
    },
  };
}
