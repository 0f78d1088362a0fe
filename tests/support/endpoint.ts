// The handler that serves an endpoint, reached the way a request to its address is: through the API's one router
// (app/api/[...path]/route.ts). Tests name an endpoint by its method and path ('POST /api/invoice/createinvoice',
// '[id]' or '{id}' for a parameter, matched without regard to letter case) and never by where its code lives.
import type { call } from './http';

type Context = Parameters<Parameters<typeof call>[0]>[1];
/** A route handler's signature; a call without a request is a plain request to the endpoint's address. */
export type EndpointHandler = (req?: Request, ctx?: Context) => Promise<Response>;

const fill = (route: string, params: Record<string, string | string[]>) =>
  route.replace(/[[{](?:\.\.\.)?(\w+)[\]}]/g, (_, name: string) =>
    [params[name] ?? ''].flat().map(encodeURIComponent).join('/'),
  );

/**
 * `endpoint('POST /api/invoice/createinvoice')` answers as the app answers that method and path; the parameters of
 * a path (`[id]`, `[...path]`) are the `params` a call passes.
 */
export function endpoint(key: string): EndpointHandler {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const route = key.slice(space + 1);
  return async (req, ctx) => {
    const params = (await ctx?.params) ?? {};
    const url = new URL(fill(route, params), 'http://localhost');
    if (req) url.search = new URL(req.url).search;
    // The endpoint's own method, whatever the test's request said: it names the handler, as the import of a route
    // module's export did. The body is passed on as a stream, unread: some tests send one that never ends.
    const body = req && !['GET', 'HEAD'].includes(method) ? req.body : null;
    const init = { method, headers: req?.headers, body, signal: req?.signal, duplex: 'half' };
    const sent = new Request(url, init as RequestInit);
    const handlers = (await import('@/app/api/[...path]/route')) as unknown as Record<
      string,
      (req: Request) => Promise<Response>
    >;
    return handlers[method]!(sent);
  };
}
