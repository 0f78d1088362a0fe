import { z, type ZodType } from 'zod';
import { apiTable } from '@/lib/server/api';
import type { Access, EndpointSpec, Method } from '@/lib/server/http/endpoint';

type JsonSchema = Record<string, unknown>;

/** A declared endpoint with its name taken apart: what the document and the role table read. */
export type DeclaredEndpoint = EndpointSpec & {
  key: string;
  method: Method;
  /** The contract's path, `{id}` for a parameter (the rest of a path too: OpenAPI has no other syntax). */
  documentedPath: string;
};

/** Every endpoint the API serves and documents (next-auth's own are served, not documented). */
export const allEndpoints = (): DeclaredEndpoint[] =>
  Object.entries(apiTable)
    .filter(([, spec]) => !spec.undocumented)
    .map(([key, spec]) => {
      const space = key.indexOf(' ');
      const documentedPath = key.slice(space + 1).replace(/\{\.\.\.(\w+)\}/g, '{$1}');
      return { ...spec, key, method: key.slice(0, space) as Method, documentedPath };
    });

function jsonSchema(schema: ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  void _drop;
  return rest;
}

function queryParameters(schema: ZodType | undefined) {
  if (!schema) return [];
  const json = jsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

// Record ids are uuids; other path parameters (a search term, a file path) are free text.
const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    required: true,
    schema: m[1] === 'id' || m[1]!.endsWith('Id') ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));

const roleText = (access: Access) =>
  access === 'public'
    ? 'Anyone, signed in or not.'
    : access === 'signed-in'
      ? 'Any signed-in user (object-level rules apply).'
      : `Roles: ${access.join(', ')}.`;

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(endpoint: DeclaredEndpoint) {
  const requestBody = endpoint.body ?? endpoint.rawBody ?? endpoint.form;
  const responses: Record<string, unknown> = {
    [String(endpoint.success ?? 200)]: { description: 'Success', content: { 'application/json': { schema: {} } } },
    400: errorRef('Invalid input, with field errors'),
    404: errorRef('Not found'),
    409: errorRef('Conflict'),
  };
  if (endpoint.access !== 'public') {
    responses[401] = errorRef('Not signed in');
    responses[403] = errorRef('Not allowed for this role or record, or a cookie-signed-in write from another site');
  }
  if (endpoint.method !== 'GET') {
    responses[413] = errorRef('Body too large (1 MB for JSON; uploads: the file limit)');
    responses[415] = errorRef(`Body not sent as ${endpoint.form ? 'multipart/form-data' : 'application/json'}`);
  }
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: roleText(endpoint.access),
    operationId: `${endpoint.method.toLowerCase()}${endpoint.documentedPath.replace(/[^A-Za-z0-9]+/g, '_')}`,
    security: endpoint.access === 'public' ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
    'x-roles': endpoint.access,
    parameters: [...pathParameters(endpoint.documentedPath), ...queryParameters(endpoint.query)],
    ...(requestBody
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.form ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(requestBody) },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the whole HTTP API, generated from the endpoint table and its zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints()) {
    (paths[endpoint.documentedPath] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Brightside Cleaning API',
      version: '1.0.0',
      description:
        'Paths are matched case-insensitively. Errors share one shape: { status, code, message, fieldErrors? }.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['status', 'code', 'message'],
          properties: {
            status: { type: 'integer' },
            code: { type: 'string' },
            message: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}
