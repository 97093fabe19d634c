import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const postgres = process.env['TEST_DATABASE_URL'];

/** The server suite on one database: embedded PGlite, or the PostgreSQL at `url`. */
function serverSuite(name: string, url: string): TestProjectInlineConfiguration {
  return {
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: { name, env: { TEST_DATABASE_URL: url } },
  };
}

/**
 * Every unit and server suite in one Vitest run (`pnpm test:unit`), one project per package, so
 * that one pool of workers serves them all instead of a process per package. The server suite runs
 * on PGlite, and again on PostgreSQL when TEST_DATABASE_URL names one (CI does). Storybook's
 * browser tests have their own run (`pnpm test:stories`).
 */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the server suites wait on PostgreSQL and child
    // processes much of the time, so a third worker keeps both cores busy.
    maxWorkers: 3,
    projects: [
      'packages/*',
      'apps/site',
      'apps/embed',
      'tooling',
      serverSuite('server (PGlite)', ''),
      ...(postgres ? [serverSuite('server (PostgreSQL)', postgres)] : []),
    ],
  },
});
