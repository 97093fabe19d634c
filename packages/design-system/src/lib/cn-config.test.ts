import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { createClassGroupUtils } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { cnConfig } from './cn-config';
import {
  classGroupLookup,
  cnConfigSource,
  usedClassGroups,
  workspaceClassTokens,
} from './cn-config-source';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const full = getDefaultConfig();
const tokens = workspaceClassTokens(root);

describe('cn() merges with the class groups the workspace uses', () => {
  it('has cn-config.ts generated from the classes in the code', async () => {
    // `vitest run -u` rewrites it after a new kind of class appears in the code.
    await expect(cnConfigSource(full, tokens)).toMatchFileSnapshot('./cn-config.ts');
  });

  it('groups every class of the code as the full configuration does', () => {
    expect(tokens.size).toBeGreaterThan(1000);
    const fullLookup = classGroupLookup(full);
    const lightLookup = classGroupLookup(cnConfig);
    const differing = [...tokens].filter(
      (token) => fullLookup(token).join() !== lightLookup(token).join(),
    );
    expect(differing).toEqual([]);
  });

  it('lets the same groups conflict as the full configuration does', () => {
    const used = usedClassGroups(full, tokens);
    const fullUtils = createClassGroupUtils(full);
    const lightUtils = createClassGroupUtils(cnConfig);
    for (const id of used) {
      for (const postfix of [false, true]) {
        const expected = fullUtils
          .getConflictingClassGroupIds(id, postfix)
          .filter((other) => used.has(other));
        expect(lightUtils.getConflictingClassGroupIds(id, postfix), id).toEqual(expected);
      }
    }
  });

  it.each([
    ['px-4 py-2', 'px-2'],
    ['p-4', 'px-2 pt-2'],
    ['text-sm text-fg', 'text-muted'],
    ['text-base', 'text-lg'],
    ['text-sm leading-relaxed', 'text-base'],
    ['bg-surface hover:bg-surface-muted', 'bg-primary'],
    ['rounded-md border border-border', 'rounded-full border-2'],
    ['flex items-center gap-2', 'grid gap-4'],
    ['size-5 shrink-0', 'size-4'],
    ['focus-visible:focus-ring', 'focus-visible:border-focus'],
    ['text-fg hover:text-primary', 'hover:text-primary-hover'],
    ['max-w-6xl sm:px-6', 'max-w-prose sm:px-3'],
    ['w-2/3 top-1/2', 'w-1/2 -translate-y-1/2'],
    ['[&_a]:text-primary [&_a]:underline', '[&_a]:font-medium'],
  ])('merges %s with %s as tailwind-merge does', (base, override) => {
    // Classes the code uses: a class no code uses is not in cn-config.ts (see its generator).
    for (const token of `${base} ${override}`.split(' ')) expect(tokens).toContain(token);
    expect(cn(base, override)).toBe(twMerge(base, override));
  });
});
