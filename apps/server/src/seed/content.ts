import type { Db } from '../db/db';

/** Seed the content demo data. Runs once per database (see seed/index.ts). */
export async function seedContent(_db: Db): Promise<void> {}
