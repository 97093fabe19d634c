import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriteBatch } from '../src/lib/write-batch';
import { createTestServer } from './harness';

describe('WriteBatch', () => {
  it('writes the first row at once and the rows that came meanwhile together', async () => {
    const statements: number[][] = [];
    const batch = new WriteBatch<number>(async (rows) => {
      statements.push(rows);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await Promise.all([1, 2, 3, 4].map((row) => batch.add(row)));
    expect(statements).toEqual([[1], [2, 3, 4]]);
    await batch.add(5);
    expect(statements.at(-1)).toEqual([5]);
  });

  it('settles a caller only once its row is written, and fails only the row that cannot be', async () => {
    const stored: string[] = [];
    const batch = new WriteBatch<string>(async (rows) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (rows.includes('bad')) throw new Error('cannot store');
      stored.push(...rows);
    });
    const results = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((row) => batch.add(row)));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(stored.sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('evaluations of uncovered addresses at the same time', () => {
  const serverPromise = createTestServer();
  beforeAll(() => serverPromise);
  afterAll(async () => (await serverPromise).close());

  it('each record their own potential customer before answering', async () => {
    const server = await serverPromise;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.request('/services/lingon-broadband-service/v1/evaluateAddress', {
          method: 'POST',
          json: { city: 'Kiruna', streetName: 'Fjällvägen', streetNumber: '7' },
        }),
      ),
    );
    const ids = await Promise.all(
      answers.map(async (res) => {
        expect(res.status).toBe(200);
        return ((await res.json()) as { potentialCustomer: { id: string } }).potentialCustomer.id;
      }),
    );
    expect(new Set(ids).size).toBe(12);
    const rows = await server.db.query<{ id: string; status: string; point_id: string }>(
      'select id, status, point_id from broadband_potential_customers where id = any($1::text[])',
      [ids],
    );
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === 'EVALUATED' && row.point_id === '100000501')).toBe(
      true,
    );
  });
});
