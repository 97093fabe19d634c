import { z } from 'zod';
import { BRAND } from './brand';
import type { AnyContract } from './contract';
import { validationErrorsSchema } from './errors';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  delete json['$schema'];
  return json;
}

/** Object-schema properties as OpenAPI parameters of one location. */
function parametersOf(schema: z.ZodType, location: 'path' | 'query' | 'header'): JsonSchema[] {
  const json = schemaOf(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function hasBody(contract: AnyContract): boolean {
  return !contract.body.safeParse(undefined).success || contract.method !== 'GET';
}

/** The OpenAPI 3.0 document of the given contracts, generated from their zod schemas. */
export function buildOpenApi(
  contracts: readonly AnyContract[],
  options: { version?: string } = {},
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = {
    description: 'Validation or authorisation error: a list of field/message pairs',
    content: { 'application/json': { schema: schemaOf(validationErrorsSchema, 'output') } },
  };
  for (const contract of contracts) {
    // Served under /services/, but for the identity provider's logout, which is at the root.
    const base = contract.path.startsWith('oidc/') ? '/' : '/services/';
    const path = `${base}${contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
    const query = parametersOf(contract.query, 'query');
    if (
      contract.customerScope &&
      !query.some((parameter) => parameter['name'] === 'customerScope')
    ) {
      query.push({
        name: 'customerScope',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['hbp'] },
      });
    }
    const operation: Record<string, unknown> = {
      operationId: contract.id,
      summary: contract.summary,
      tags: [contract.id.split('.')[0]],
      parameters: [
        ...parametersOf(contract.params, 'path'),
        ...query,
        ...parametersOf(contract.headers, 'header'),
      ],
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: schemaOf(contract.response, 'output') } },
        },
        '400': errorResponse,
        ...(contract.auth === 'session' ? { '401': errorResponse } : {}),
        ...(contract.auth === 'telemarketing' ? { '403': errorResponse } : {}),
      },
    };
    if (contract.auth === 'session') operation['security'] = [{ session: [] }];
    if (contract.auth === 'telemarketing') operation['security'] = [{ telemarketingKey: [] }];
    if (contract.method !== 'GET' && hasBody(contract)) {
      operation['requestBody'] = {
        required: !contract.body.safeParse(undefined).success,
        content: { 'application/json': { schema: schemaOf(contract.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: `${BRAND.name} services`, version: options.version ?? '1.0.0' },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: `${BRAND.slug}_session` },
        telemarketingKey: { type: 'apiKey', in: 'header', name: 'x-telemarketing-key' },
      },
    },
    paths,
  };
}
