// Runs the server suite a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it);
// the first run (plain `vitest run`) uses embedded PGlite.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL run skipped: TEST_DATABASE_URL is not set (CI sets it).');
  process.exit(0);
}
console.log(`Server suite on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`);
const result = spawnSync('vitest', ['run'], { stdio: 'inherit', shell: true });
process.exit(result.status ?? 1);
