import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from './contract';
import { buildOpenApi } from './openapi';

const search = defineContract({
  id: 'example.search',
  method: 'POST',
  path: 'example-service/v1/items/:itemId/search',
  customerScope: true,
  summary: 'Search items',
  params: z.object({ itemId: z.string() }),
  body: z.object({ searchString: z.string().max(200), maxResults: z.number().int().max(10) }),
  response: z.array(z.object({ id: z.string() })),
});
const secret = defineContract({
  id: 'example.secret',
  method: 'GET',
  path: 'example-service/v1/secret',
  auth: 'session',
  summary: 'Secret',
  response: z.object({ value: z.string() }),
});

describe('buildOpenApi', () => {
  const doc = buildOpenApi([search, secret]);

  it('turns path parameters into OpenAPI templates and lists them', () => {
    const operation = doc.paths['/services/example-service/v1/items/{itemId}/search']?.['post'] as {
      parameters: Array<{ name: string; in: string }>;
      requestBody: {
        content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
      };
    };
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'itemId', in: 'path' }),
    );
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'customerScope', in: 'query' }),
    );
    expect(
      Object.keys(operation.requestBody.content['application/json'].schema.properties),
    ).toEqual(['searchString', 'maxResults']);
  });

  it('marks session contracts as secured with a 401 answer', () => {
    const operation = doc.paths['/services/example-service/v1/secret']?.['get'] as {
      security: unknown;
      responses: Record<string, unknown>;
      requestBody?: unknown;
    };
    expect(operation.security).toEqual([{ session: [] }]);
    expect(operation.responses['401']).toBeDefined();
    expect(operation.requestBody).toBeUndefined();
  });
});
