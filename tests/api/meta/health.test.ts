import { describe, expect, it } from 'vitest';
import { endpoint } from '@/tests/support/endpoint';

const GET = endpoint('GET /api/health');

describe('GET /api/health', () => {
  it('answers 200 when the database answers a query, uncached, without saying where the database is', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; database: { ok: boolean; driver: string; latencyMs: number } };
    expect(body).toMatchObject({ status: 'ok', database: { ok: true } });
    expect(['pg', 'pglite']).toContain(body.database.driver);
    expect(JSON.stringify(body)).not.toMatch(/postgres:\/\/|\.data/);
  });
});
