import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Manifest {
  name: string;
  exports?: Record<string, string>;
  publishConfig?: { exports?: Record<string, unknown> };
}

const packages = readdirSync(path.join(root, 'packages')).flatMap((dir) => {
  const file = path.join(root, 'packages', dir, 'package.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return [{ dir: path.join(root, 'packages', dir), manifest }];
});

/** Source files of the workspace that may import a package: everything but dependencies and builds. */
function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (['node_modules', 'build', 'dist', 'storybook-static', 'test-results'].includes(entry)) {
      continue;
    }
    if (entry.startsWith('.') && entry !== '.storybook') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) found.push(full);
  }
  return found;
}

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"](@lingon\/[a-z-]+)(\/[^'"]*)?['"]/g;

/**
 * The workspace's own files. Not tooling/: its lint-rule tests import made-up modules on purpose.
 * Not examples/: they install the published form (the last test).
 */
function workspaceFiles(): string[] {
  return sourceFiles(root).filter(
    (file) =>
      !file.startsWith(path.join(root, 'tooling')) && !file.startsWith(path.join(root, 'examples')),
  );
}

/** Every `@lingon/<package>/<entry>` the files import, with one file that does. */
function importedEntries(files = workspaceFiles()): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = `${match[1]}${match[2] ?? ''}`;
      if (!entries.has(specifier)) entries.set(specifier, path.relative(root, file));
    }
  }
  return entries;
}

describe('package exports (docs/architecture.md: packages a newcomer can read)', () => {
  it.each(packages.map(({ dir, manifest }) => [manifest.name, dir, manifest] as const))(
    '%s lists each public entry, each an existing source file, none a story or test helper',
    (_name, dir, manifest) => {
      const exports = manifest.exports ?? {};
      expect(Object.keys(exports).length, 'an exports map').toBeGreaterThan(0);
      for (const [entry, target] of Object.entries(exports)) {
        expect(entry, 'no wildcard entries: list each public module').not.toContain('*');
        expect(existsSync(path.join(dir, target)), `${entry} → ${target} exists`).toBe(true);
        expect(target, `${entry} is not a story, test or test helper`).not.toMatch(
          /\.(stories|test)\.|\/testing\/|\/__/,
        );
      }
    },
  );

  it('every @lingon/<package>/<entry> the workspace imports is in that package’s exports', () => {
    const byName = new Map(packages.map(({ manifest }) => [manifest.name, manifest]));
    const missing: string[] = [];
    for (const [specifier, file] of importedEntries()) {
      const [scope, name, ...rest] = specifier.split('/');
      const manifest = byName.get(`${scope}/${name}`);
      if (!manifest) continue; // apps and tooling are not imported as packages
      const entry = rest.length > 0 ? `./${rest.join('/')}` : '.';
      if (!(entry in (manifest.exports ?? {}))) missing.push(`${specifier} (imported by ${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('every entry the examples import is in that package’s published exports', () => {
    const byName = new Map(packages.map(({ manifest }) => [manifest.name, manifest]));
    const examples = sourceFiles(path.join(root, 'examples'));
    expect(examples.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [specifier, file] of importedEntries(examples)) {
      const [scope, name, ...rest] = specifier.split('/');
      const published = byName.get(`${scope}/${name}`)?.publishConfig?.exports ?? {};
      const entry = rest.length > 0 ? `./${rest.join('/')}` : '.';
      if (!(entry in published)) missing.push(`${specifier} (imported by ${file})`);
    }
    expect(missing).toEqual([]);
  });
});
