// The server suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set (CI
// sets it). The first run drops TEST_DATABASE_URL from its environment: the harness picks
// PostgreSQL whenever it is set, so without that both runs would be on PostgreSQL.
import { spawnSync } from 'node:child_process';

function vitest(label, env) {
  console.log(`Server suite on ${label}`);
  const result = spawnSync('vitest', ['run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    shell: true,
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL: url, ...withoutPostgres } = process.env;
vitest('embedded PGlite', withoutPostgres);
if (url) vitest(`PostgreSQL (${new URL(url).host})`, process.env);
else console.log('PostgreSQL run skipped: TEST_DATABASE_URL is not set (CI sets it).');
