/**
 * Rows that many concurrent requests write to one table, combined: a statement starts once the
 * requests read in the current turn of the event loop have added their rows (setImmediate), and
 * rows that arrive while a statement is running wait and go together in the next one. Starting at
 * once wrote one row per statement on embedded PGlite: its statements run on this thread, so no
 * other request is read while one runs, and every commit cost about 2.5 ms.
 * Each caller's promise settles when the statement holding its row has finished (outside a
 * transaction: committed), so no answer is given before its row is stored. When a combined
 * statement fails, its rows are written one at a time, so a row that cannot be stored fails only
 * its own request.
 */
export class WriteBatch<T> {
  private queue: { row: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(
    private readonly write: (rows: T[]) => Promise<void>,
    private readonly maxRows = 500,
  ) {}

  add(row: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxRows);
        try {
          await this.write(batch.map((entry) => entry.row));
          for (const entry of batch) entry.resolve();
        } catch (error) {
          if (batch.length === 1) {
            batch[0]?.reject(error);
            continue;
          }
          for (const entry of batch) {
            try {
              await this.write([entry.row]);
              entry.resolve();
            } catch (single) {
              entry.reject(single);
            }
          }
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
