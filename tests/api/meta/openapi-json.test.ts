import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@/lib/server/meta/openapi';
import { call } from '@/tests/support/http';
import { endpoint } from '@/tests/support/endpoint';

const GET = endpoint('GET /api/openapi.json');

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; parameters: { name: string; in: string }[]; security: unknown[] }>
  >;
};

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every entry of the endpoint table, with schemas from zod', async () => {
    const res = await call<Doc>(GET, { path: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const endpoint of allEndpoints()) {
      const op = res.body.paths[endpoint.documentedPath]?.[endpoint.method.toLowerCase()];
      expect(op, endpoint.key).toBeDefined();
      if (endpoint.body ?? endpoint.form ?? endpoint.rawBody)
        expect(op!.requestBody, `${endpoint.key} body`).toBeDefined();
      if (endpoint.access !== 'public') expect(op!.security.length).toBeGreaterThan(0);
    }
    const create = res.body.paths['/api/invoice/createinvoice']!.post!;
    expect(JSON.stringify(create.requestBody)).toContain('"items"');
    expect(res.body.paths['/api/Job/GetJobbyId']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'query' }),
    ]);
    expect(res.body.paths['/api/ChatBox/UpdateChatBox/{id}']!.put!.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
    });
  });

  it('documents no path and method twice', () => {
    const keys = allEndpoints().map((e) => `${e.method} ${e.documentedPath.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
