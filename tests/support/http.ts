type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

type CallOptions = {
  method?: string;
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Raw body, sent as is (e.g. malformed JSON or multipart FormData). */
  rawBody?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
};

/** Calls a route handler in-process, as Next would, and returns the status and parsed JSON body. */
export async function call<T = Record<string, unknown>>(handler: Handler, options: CallOptions = {}) {
  const url = new URL(options.path ?? '/api/test', 'http://localhost');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const res = await handler(new Request(url, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body }), {
    params: Promise.resolve(options.params ?? {}),
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json as T, headers: res.headers };
}
