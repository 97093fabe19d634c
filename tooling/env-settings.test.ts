import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_NAMES } from '@lingon/contracts/site/features';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function read(file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) found.push(full);
  }
  return found;
}

/** The keys of the server's `envSchema` (apps/server/src/config.ts), one per `  NAME:` line. */
function schemaKeys(source: string): string[] {
  const start = source.indexOf('const envSchema = z.object({');
  if (start < 0) throw new Error('apps/server/src/config.ts: envSchema not found');
  const end = source.indexOf('\n});', start);
  const body = source.slice(start, end);
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

/** Every `env['NAME']`, `env.NAME` or `process.env.NAME` that the files read. */
function envReads(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /\benv(?:\[['"]([A-Z][A-Z0-9_]*)['"]\]|\.([A-Z][A-Z0-9_]*))/g,
    )) {
      names.add((match[1] ?? match[2])!);
    }
  }
  return [...names];
}

/** The names `.env.example` lists, set (`NAME=…`) or shown commented out (`# NAME=…`). */
function exampleNames(source: string): Set<string> {
  return new Set([...source.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
}

interface TurboJson {
  globalEnv?: string[];
  globalPassThroughEnv?: string[];
  tasks: Record<string, { env?: string[]; passThroughEnv?: string[] }>;
}

/** What turbo's strict env mode lets through to `pnpm dev`. */
function devEnv(turbo: TurboJson): Set<string> {
  const dev = turbo.tasks['dev'] ?? {};
  return new Set([
    ...(turbo.globalEnv ?? []),
    ...(turbo.globalPassThroughEnv ?? []),
    ...(dev.env ?? []),
    ...(dev.passThroughEnv ?? []),
  ]);
}

/**
 * Not settings of Lingon web: pnpm sets INIT_CWD to where a command was typed (the backup CLI
 * resolves file names against it).
 */
const notSettings = new Set(['INIT_CWD']);

/** What the server reads: its schema, and the few settings a module reads for itself. */
const serverSettings = [
  ...new Set([
    ...schemaKeys(read('apps/server/src/config.ts')),
    ...envReads(sourceFiles(path.join(root, 'apps/server/src'))),
  ]),
].filter((name) => !notSettings.has(name));

/**
 * What the site's build and dev server read (VITE_* also reach the browser code). Not
 * VITE_BUILD_ID: the build sets it itself (build-tools/build-info-plugin.ts).
 */
const siteSettings = [
  ...new Set([
    ...envReads(
      ['vite.config.ts', 'react-router.config.ts'].map((f) => path.join(root, 'apps/site', f)),
    ),
    ...envReads(sourceFiles(path.join(root, 'apps/site/app'))).filter((n) => n.startsWith('VITE_')),
  ]),
].filter((name) => name !== 'VITE_BUILD_ID');

describe('environment settings (README: every setting is in .env.example)', () => {
  it('finds the settings it checks', () => {
    // A parser that found nothing would pass every test below.
    expect(serverSettings).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'CONTENT_GRAPHQL_URL']),
    );
    expect(siteSettings).toEqual(
      expect.arrayContaining(['DEV_SERVER_ORIGIN', 'VITE_SHOP_URL', 'VITE_SITE_URL']),
    );
  });

  it('lists every server and site setting in .env.example', () => {
    const listed = exampleNames(read('.env.example'));
    expect([...serverSettings, ...siteSettings].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('gives only known feature names as examples of FEATURES_DISABLED', () => {
    // The server refuses to start on an unknown name, so a wrong example stops whoever copies it.
    const comment = /((?:^#.*\n)+)FEATURES_DISABLED=/m.exec(read('.env.example'))?.[1] ?? '';
    const examples = [...comment.matchAll(/e\.g\. ([a-z][a-z-]*)/g)].map((match) => match[1]);
    expect(examples.length).toBeGreaterThan(0);
    for (const name of examples) expect(FEATURE_NAMES).toContain(name);
  });

  it('passes every server setting through to `pnpm dev` (turbo strict env mode)', () => {
    const passed = devEnv(JSON.parse(read('turbo.json')) as TurboJson);
    // turbo passes VITE_* through to Vite apps by itself (framework inference).
    const needed = [...serverSettings, ...siteSettings].filter((n) => !n.startsWith('VITE_'));
    expect(needed.filter((name) => !passed.has(name))).toEqual([]);
  });
});
