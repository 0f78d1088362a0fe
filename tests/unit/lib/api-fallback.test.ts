// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFranchises } from '@/lib/franchises/hooks';
import { ApiError } from '@/lib/http/client';

afterEach(() => vi.unstubAllGlobals());

describe('back-office API calls (SPEC §8 fallbacks)', () => {
  it('reject with the server message when there is one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { status: 403, code: 'forbidden', message: 'You do not have permission to do this' },
          { status: 403 },
        ),
      ),
    );
    await expect(fetchFranchises()).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to do this',
    });
  });

  it("reject with the call's fallback text when there is no response", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await fetchFranchises().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch franchises' });
  });

  it('send pageNumber, pageSize and a cache-busting timestamp', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [], totalRecords: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    await fetchFranchises(2, 100);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/franchise/franchises');
    expect(url.searchParams.get('pageNumber')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('100');
    expect(Number(url.searchParams.get('timestamp'))).toBeGreaterThan(0);
  });
});
