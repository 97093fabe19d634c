import type { Config } from './config';
import type { Db } from './db/db';
import type { RateLimiter } from './lib/rate-limit';

/** What every request handler can reach: the database and the settings. */
export interface Services {
  db: Db;
  config: Config;
  /** The clock, replaceable in tests (order-confirmation age, BankID lifetimes, sessions). */
  now: () => Date;
  /**
   * This instance's rate limits (lib/rate-limit.ts); `createApp` makes one when none is given.
   * Given by main.ts, which writes its last counts on the way out, and by tests that flush it.
   */
  rateLimiter?: RateLimiter;
}

export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    services: Services;
    requestId: string;
    /** Headers every answer carries, collected before it is made (lib/security-headers.ts). */
    answerHeaders: Record<string, string>;
    /** The answer is sent as it is: compressed already, or too small to gain (lib/http.ts). */
    encodingSettled: boolean;
    rateLimiter: RateLimiter;
  };
};
