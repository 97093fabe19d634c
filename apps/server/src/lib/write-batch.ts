import type { Db } from '../db/db';

/**
 * Batches a database runs at once: one on embedded PGlite, which runs one statement at a time on
 * this thread; four on PostgreSQL (of its pool of ten connections), so that requests arriving while
 * a batch waits for its commit need not wait for it too.
 */
export function parallelBatches(db: Db): number {
  return db.kind === 'postgres' ? 4 : 1;
}

/** One request's outcome in a batch: its answer, or the error that is its alone. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Requests that many concurrent callers make of one table or one transaction, combined (group
 * commit): a batch starts once the requests read in the current turn of the event loop have been
 * added (setImmediate), and requests that arrive while a batch is running wait and go together in
 * the next one (or in another batch started beside it, up to `parallel` at once). Starting at once ran one request per statement on embedded PGlite: its statements
 * run on this thread, so no other request is read while one runs, and every commit cost about
 * 2.5 ms.
 *
 * `run` answers each request's outcome in order; a request's own failure (a refused order) is its
 * outcome and does not stop the others. Each caller's promise settles when the batch holding it
 * has finished (committed, when `run` is a transaction), so no answer is given before its work is
 * stored. When a whole batch fails (the database refused the combined statement or transaction),
 * its requests are run one at a time, so a request that cannot be done fails only itself.
 */
export class RequestBatch<In, Out> {
  private queue: { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void }[] =
    [];
  private running = 0;
  private starting = false;

  /** `parallel`: batches that may run at once (see parallelBatches). */
  constructor(
    private readonly run: (inputs: In[]) => Promise<Settled<Out>[]>,
    private readonly maxSize = 500,
    private readonly parallel = 1,
  ) {}

  add(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  /** Start a batch after this turn of the event loop, if one may start. */
  private schedule(): void {
    if (this.starting || this.running >= this.parallel || this.queue.length === 0) return;
    this.starting = true;
    setImmediate(() => {
      this.starting = false;
      if (this.running >= this.parallel || this.queue.length === 0) return;
      this.running += 1;
      void this.runBatch(this.queue.splice(0, this.maxSize)).finally(() => {
        this.running -= 1;
        this.schedule();
      });
      this.schedule();
    });
  }

  private async runBatch(
    batch: { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void }[],
  ): Promise<void> {
    let outcomes: Settled<Out>[] | null = null;
    try {
      outcomes = await this.run(batch.map((entry) => entry.input));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    if (outcomes) {
      batch.forEach((entry, index) => settle(entry, outcomes[index]));
      return;
    }
    for (const entry of batch) {
      try {
        settle(entry, (await this.run([entry.input]))[0]);
      } catch (single) {
        entry.reject(single);
      }
    }
  }
}

function settle<Out>(
  entry: { resolve: (value: Out) => void; reject: (error: unknown) => void },
  outcome: Settled<Out> | undefined,
): void {
  if (!outcome) entry.reject(new Error('The batch gave no outcome for a request'));
  else if (outcome.ok) entry.resolve(outcome.value);
  else entry.reject(outcome.error);
}

/**
 * Rows that many concurrent requests write to one table, combined in one statement (see
 * RequestBatch). When a combined statement fails, its rows are written one at a time, so a row
 * that cannot be stored fails only its own request.
 */
export class WriteBatch<T> extends RequestBatch<T, void> {
  constructor(write: (rows: T[]) => Promise<void>, maxRows = 500, parallel = 1) {
    super(
      async (rows) => {
        await write(rows);
        return rows.map(() => ({ ok: true, value: undefined }));
      },
      maxRows,
      parallel,
    );
  }
}
