import { describe, expect, it } from 'vitest';
import { RequestBatch, type Settled } from '../src/lib/write-batch';

/** A promise with its resolve, to hold a batch open. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('RequestBatch', () => {
  it('runs the requests of one turn together and answers each its own outcome', async () => {
    const batches: number[][] = [];
    const batch = new RequestBatch<number, number>(async (inputs) => {
      batches.push(inputs);
      return inputs.map((n): Settled<number> =>
        n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: n * 2 },
      );
    });
    const answers = await Promise.allSettled([1, 2, -3, 4].map((n) => batch.add(n)));
    expect(batches).toEqual([[1, 2, -3, 4]]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'fulfilled', value: 4 },
      { status: 'rejected', reason: new Error('bad -3') },
      { status: 'fulfilled', value: 8 },
    ]);
  });

  it('runs the requests of a failed batch one at a time, so only the failing one fails', async () => {
    const batches: number[][] = [];
    const batch = new RequestBatch<number, number>(async (inputs) => {
      batches.push(inputs);
      if (inputs.includes(13)) throw new Error('the database refused the batch');
      return inputs.map((n) => ({ ok: true, value: n }));
    });
    const answers = await Promise.allSettled([1, 13, 2].map((n) => batch.add(n)));
    expect(batches).toEqual([[1, 13, 2], [1], [13], [2]]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps requests that arrive during a batch for the next, or starts one beside it when allowed', async () => {
    for (const parallel of [1, 2]) {
      const first = gate();
      const batches: number[][] = [];
      const batch = new RequestBatch<number, number>(
        async (inputs) => {
          batches.push(inputs);
          if (inputs.includes(1)) await first.opened;
          return inputs.map((n) => ({ ok: true, value: n }));
        },
        500,
        parallel,
      );
      const one = batch.add(1);
      await new Promise((resolve) => setImmediate(resolve));
      const later = [batch.add(2), batch.add(3)];
      await new Promise((resolve) => setTimeout(resolve, 10));
      // With one batch at a time, 2 and 3 wait for the first; with two, they run beside it.
      expect(batches).toEqual(parallel === 1 ? [[1]] : [[1], [2, 3]]);
      first.open();
      await Promise.all([one, ...later]);
      expect(batches).toEqual([[1], [2, 3]]);
    }
  });

  it('caps a batch at its size; the rest go in the next', async () => {
    const batches: number[][] = [];
    const batch = new RequestBatch<number, number>(async (inputs) => {
      batches.push(inputs);
      return inputs.map((n) => ({ ok: true, value: n }));
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batch.add(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });
});
