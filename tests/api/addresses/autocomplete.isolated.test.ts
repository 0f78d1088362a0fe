import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@/tests/support/endpoint';

// Configure the address service before env() is first read.
vi.hoisted(() => {
  process.env.ADDRESS_LOOKUP_URL = 'https://address.example.test';
  process.env.ADDRESS_LOOKUP_API_KEY = 'test-key-123';
});

const GET = endpoint('GET /api/autocomplete/[term]');
const { lookupAddresses } = await import('@/lib/server/addresses/lookup');
const { call } = await import('@/tests/support/http');

const seen: URL[] = [];
const server = setupServer(
  http.get('https://address.example.test/autocomplete/:term', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    return HttpResponse.json({
      suggestions: [
        { address: '12 Church Lane, Hethersett, Norwich, Norfolk', url: '/get/abc', id: 'abc' },
        { address: '14 Church Lane, Hethersett, Norwich, Norfolk', url: '/get/def', id: 'def' },
        { address: '16 Church Lane, Hethersett, Norwich, Norfolk', url: '/get/ghi', id: 'ghi' },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const lookup = (term: string, query: Record<string, string> = {}) =>
  call<{ suggestions: { address: string; id: string | null }[] }>(GET, { params: { term }, query });

describe('GET /api/autocomplete/{term}', () => {
  it('proxies to the address service with the key and top, never exposing the key', async () => {
    const res = await lookup('12 church lane', { top: '2' });
    expect(res.status).toBe(200);
    expect(res.body.suggestions).toEqual([
      { address: '12 Church Lane, Hethersett, Norwich, Norfolk', id: 'abc' },
      { address: '14 Church Lane, Hethersett, Norwich, Norfolk', id: 'def' },
    ]);
    expect(seen[0]!.pathname).toBe('/autocomplete/12%20church%20lane');
    expect(seen[0]!.searchParams.get('api-key')).toBe('test-key-123');
    expect(seen[0]!.searchParams.get('top')).toBe('2');
    expect(JSON.stringify(res.body)).not.toContain('test-key-123');
  });

  it('defaults top to 20 and answers 400 for a bad top or an empty term', async () => {
    await lookup('nr9');
    expect(seen[0]!.searchParams.get('top')).toBe('20');
    expect((await lookup('nr9', { top: '500' })).status).toBe(400);
    expect((await lookup('   ')).status).toBe(400);
  });

  it.each([
    ['a server error', () => new HttpResponse('boom', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an unexpected body', () => HttpResponse.json({ suggestions: 'nope' })],
    ['non-JSON', () => new HttpResponse('<html>', { status: 200, headers: { 'content-type': 'text/html' } })],
  ])('answers an empty list, not an error, on %s', async (_label, reply) => {
    server.use(http.get('https://address.example.test/autocomplete/:term', reply));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await lookup('nr9');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suggestions: [] });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives up after the timeout with an empty list', async () => {
    server.use(
      http.get('https://address.example.test/autocomplete/:term', async () => {
        await delay(2000);
        return HttpResponse.json({ suggestions: [{ address: 'late' }] });
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await lookupAddresses('nr9', 20, {
      url: 'https://address.example.test',
      apiKey: 'k',
      timeoutMs: 100,
    });
    expect(result).toEqual({ suggestions: [] });
    warn.mockRestore();
  });

  it('answers an empty list without calling anyone when no key is configured', async () => {
    const result = await lookupAddresses('nr9', 20, { url: 'https://address.example.test', apiKey: undefined });
    expect(result).toEqual({ suggestions: [] });
    expect(seen).toHaveLength(0);
  });
});
