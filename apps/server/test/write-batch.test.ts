import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriteBatch } from '../src/lib/write-batch';
import { createTestServer } from './harness';

describe('WriteBatch', () => {
  it('writes the rows of one turn together, and the rows that came meanwhile in the next statement', async () => {
    const statements: number[][] = [];
    const batch = new WriteBatch<number>(async (rows) => {
      statements.push(rows);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const first = Promise.all([1, 2, 3].map((row) => batch.add(row)));
    // Rows added while the first statement is running (after its turn) go in the second.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const second = Promise.all([4, 5].map((row) => batch.add(row)));
    await Promise.all([first, second]);
    expect(statements).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await batch.add(6);
    expect(statements.at(-1)).toEqual([6]);
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
