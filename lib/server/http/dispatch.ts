import 'server-only';
import { withApiHeaders } from './api-headers';
import type { EndpointSpec, Method } from './endpoint';
import { errorResponse } from './route';
import { serve } from './route';

type Segment = { kind: 'fixed'; text: string } | { kind: 'param' | 'rest'; name: string };
type Route = { path: string; segments: Segment[]; methods: Map<string, EndpointSpec> };

const parse = (path: string): Segment[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      const param = /^\{(\.\.\.)?(\w+)\}$/.exec(s);
      if (!param) return { kind: 'fixed', text: s.toLowerCase() };
      return { kind: param[1] ? 'rest' : 'param', name: param[2]! };
    });

// A fixed segment beats a parameter, and a parameter the rest of the path, at the first place two routes differ.
const RANK = { fixed: 0, param: 1, rest: 2 } as const;
function compare(a: Route, b: Route) {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const d = RANK[a.segments[i]!.kind] - RANK[b.segments[i]!.kind];
    if (d) return d;
  }
  return b.segments.length - a.segments.length;
}

function match(route: Route, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!;
    if (segment.kind === 'rest') {
      if (i >= parts.length) return null;
      params[segment.name] = parts.slice(i);
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'fixed' && segment.text !== part.toLowerCase()) return null;
    if (segment.kind === 'param') params[segment.name] = part;
  }
  return parts.length === route.segments.length ? params : null;
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/**
 * The API's one router: from every declared endpoint (`'METHOD /api/Path/{id}'`), a route handler that serves the
 * request with the endpoint its path names, matched without regard to letter case (parameters keep theirs). A path
 * nothing declares answers 404 and a method its path does not declare 405, both in the API's JSON error shape.
 */
export function dispatcher(table: Record<string, EndpointSpec>) {
  const byPath = new Map<string, Route>();
  for (const [key, spec] of Object.entries(table)) {
    const space = key.indexOf(' ');
    const path = key.slice(space + 1);
    const id = path.toLowerCase().replace(/\{(\.\.\.)?\w+\}/g, '{$1}');
    const route = byPath.get(id) ?? { path, segments: parse(path), methods: new Map() };
    route.methods.set(key.slice(0, space) as Method, spec);
    byPath.set(id, route);
  }
  const routes = [...byPath.values()].sort(compare);

  return async function dispatch(req: Request): Promise<Response> {
    const raw = new URL(req.url).pathname.split('/').filter(Boolean);
    const parts = raw.map(decode);
    if (parts.some((p) => p === null)) return withApiHeaders(errorResponse(400, 'Malformed address', 'bad_request'));
    for (const route of routes) {
      const params = match(route, parts as string[]);
      if (!params) continue;
      const spec = route.methods.get(req.method === 'HEAD' ? 'GET' : req.method);
      if (spec) return serve(spec, req, params);
      const allow = [...route.methods.keys()].join(', ');
      return withApiHeaders(
        errorResponse(405, 'Method not allowed', 'method_not_allowed', undefined, undefined, { Allow: allow }),
      );
    }
    return withApiHeaders(errorResponse(404, 'Not found', 'not_found'));
  };
}
