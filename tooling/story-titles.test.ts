import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The sidebar name of each package, so that every story of a package sits under one heading. */
const packageTitles: Record<string, string> = {
  bankid: 'BankID',
  broadband: 'Broadband',
  consent: 'Consent',
  content: 'Content',
  'design-system': 'Design system',
  'my-pages': 'My pages',
  prepaid: 'Prepaid',
  support: 'Support',
};

/** `Package/Component` or `Package/Group/Component`: the component in PascalCase, as in code. */
const titlePattern = /^(?<package>[A-Z][A-Za-z ]*)\/(?:[A-Z][A-Za-z]*\/)?[A-Z][A-Za-z0-9]*$/;

function storyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('__')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

const files = storyFiles(path.join(root, 'packages'));

/** The `title` of a story file's default export (the meta object). */
function metaTitle(source: string): string | undefined {
  return /\n\s*title:\s*'([^']+)'/.exec(source.slice(source.indexOf('const meta')))?.[1];
}

describe('Storybook titles', () => {
  it('finds the story files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s is titled Package/Component under its package heading',
    (relative, file) => {
      const title = metaTitle(fs.readFileSync(file, 'utf8'));
      expect(title, 'the meta object names a title').toBeDefined();
      const match = titlePattern.exec(title ?? '');
      expect(match, `"${title}" follows Package/Component (one group at most)`).not.toBeNull();
      const packageName = relative.split(path.sep)[1] ?? '';
      expect(match?.groups?.['package']).toBe(packageTitles[packageName]);
    },
  );
});
