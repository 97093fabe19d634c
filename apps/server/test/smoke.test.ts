import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

describe('server', () => {
  const serverPromise = createTestServer();
  afterAll(async () => (await serverPromise).close());

  it('answers an unknown service with 404 and a field error list', async () => {
    const server = await serverPromise;
    const res = await server.request('/services/no-such-service/v1/x');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual([
      { field: 'path', message: 'Okänd tjänst: /services/no-such-service/v1/x' },
    ]);
  });

  it('has applied the core migration', async () => {
    const server = await serverPromise;
    const rows = await server.db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((row) => row.name)).toContain('0001_core.sql');
  });
});
