import type { Config } from './config';
import type { Db } from './db/db';

/** What every request handler can reach: the database and the settings. */
export interface Services {
  db: Db;
  config: Config;
  /** The clock, replaceable in tests (order-confirmation age, BankID lifetimes, sessions). */
  now: () => Date;
}

export type AppEnv = {
  Variables: { db: Db; config: Config; services: Services; requestId: string };
};
