import 'server-only';
import type { ZodType } from 'zod';
import type { Role } from '@/lib/roles';
import type { BodyType } from '../request-guard';

export type Access = 'public' | 'signed-in' | readonly Role[];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server half of an endpoint: what route() enforces and what the OpenAPI document says. */
export type EndpointSpec = {
  /** 'public' for visitors, 'signed-in' for any role, or a role group of lib/roles.ts. Object-level rules live in services. */
  access: Access;
  /** The JSON body route() parses; the handler gets the parsed value. */
  body?: ZodType;
  /** The query route() parses. */
  query?: ZodType;
  /** A multipart form the handler reads itself (uploads): documented, not parsed by route(). */
  form?: ZodType;
  /** A JSON body the handler reads raw (a signed webhook): documented, not parsed by route(). */
  rawBody?: ZodType;
  /** Body types a write may send (default JSON only). */
  accepts?: readonly BodyType[];
  /** Largest body in bytes (default 1 MB); uploads give their file limit plus room for the form. */
  maxBodyBytes?: number;
  /** The path as SPEC §7 spells it, where it differs from the folder's lower case (`/api/Invoice/CreateInvoice`). */
  contract?: string;
  /** OpenAPI tag, where it differs from the group's. */
  tag?: string;
  summary: string;
  /** The status a valid call answers (default 200), for the document and the role-table test. */
  success?: number;
};

export type ServerEndpoint<S extends EndpointSpec = EndpointSpec, E extends string = string> = S & {
  /** The client half's entry, `'METHOD /api/folder/path'`, typed with what it takes and answers. */
  endpoint: E;
  method: Method;
  /** The route folder's path, `[id]` for a parameter. */
  path: string;
  /** The path the OpenAPI document gives: the contract's spelling, `{id}` for a parameter. */
  documentedPath: string;
  tag: string;
};

const openApiPath = (path: string) => path.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}');

/**
 * Joins a group of the client table (`import * as api from '@/lib/api/endpoints/<group>'`) with its server halves.
 * Every client entry needs one and no half may name an entry that does not exist: either is a type error.
 */
export function serverHalf<const C extends Record<string, string>, const S extends { [K in keyof C]: EndpointSpec }>(
  client: C,
  tag: string,
  specs: S & { [K in Exclude<keyof S, keyof C>]: never },
): { [K in keyof C]: ServerEndpoint<S[K], C[K]> } {
  const out: Record<string, ServerEndpoint> = {};
  for (const [name, endpoint] of Object.entries(client)) {
    const spec = specs[name as keyof C] as EndpointSpec;
    const space = endpoint.indexOf(' ');
    const path = endpoint.slice(space + 1);
    out[name] = {
      ...spec,
      endpoint,
      method: endpoint.slice(0, space) as Method,
      path,
      documentedPath: spec.contract ?? openApiPath(path),
      tag: spec.tag ?? tag,
    };
  }
  return out as { [K in keyof C]: ServerEndpoint<S[K], C[K]> };
}
