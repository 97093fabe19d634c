/**
 * Writes `cn-config.ts`: tailwind-merge's default configuration cut down to the class groups the
 * workspace's classes belong to (cn-config.test.ts keeps the file up to date and proves that
 * every class the code can hand to `cn()` is grouped, and conflicts, exactly as with the full
 * configuration). Test-only: nothing the site ships imports it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { validators, type Config } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

type AnyConfig = Config<string, string>;
type Definition = AnyConfig['classGroups'][string][number];

/** Folders whose source can pass classes to `cn()`: every package, the apps' code, Storybook. */
export const CLASS_SOURCE_DIRS = ['packages', 'apps/site/app', 'apps/embed/src', '.storybook'];

/**
 * Every whitespace-separated word of every string and template literal under `dirs`, but those
 * of the generated configuration and its test (group names, examples), which are no one's classes.
 */
export function workspaceClassTokens(root: string, dirs = CLASS_SOURCE_DIRS): Set<string> {
  const tokens = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.react-router') || name === 'build') continue;
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.(?:tsx?|mdx)$/.test(name) && !name.startsWith('cn-config')) {
        addTokens(readFileSync(file, 'utf8'), tokens);
      }
    }
  };
  for (const dir of dirs) visit(path.join(root, dir));
  return tokens;
}

function addTokens(source: string, tokens: Set<string>): void {
  for (const literal of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
    for (const word of (literal[2] as string).split(/\s+|\$\{|\}/)) {
      if (word && word.length < 120 && /[a-z]/i.test(word)) tokens.add(word);
    }
  }
}

/**
 * For a configuration: the class group ids a class can resolve to when tailwind-merge merges
 * it (its base class, and the base without a postfix modifier such as `/50`, the two lookups of
 * `mergeClassList`).
 */
export function classGroupLookup(config: AnyConfig): (className: string) => string[] {
  const parse = createParseClassName(config);
  const { getClassGroupId } = createClassGroupUtils(config);
  return (className) => {
    const { isExternal, baseClassName, maybePostfixModifierPosition } = parse(className);
    if (isExternal) return [];
    const candidates = [baseClassName];
    if (maybePostfixModifierPosition) {
      candidates.push(baseClassName.substring(0, maybePostfixModifierPosition));
    }
    return candidates.flatMap((candidate) => getClassGroupId(candidate) ?? []);
  };
}

/** The class groups the tokens belong to under `config`. */
export function usedClassGroups(config: AnyConfig, tokens: Iterable<string>): Set<string> {
  const lookup = classGroupLookup(config);
  return new Set([...tokens].flatMap(lookup));
}

/**
 * The class paths the tokens can look up (each base class, with and without its postfix
 * modifier, split at dashes as tailwind-merge splits them): whole, and after every proper
 * prefix.
 */
function classPaths(config: AnyConfig, tokens: Iterable<string>) {
  const parse = createParseClassName(config);
  const whole = new Set<string>();
  /** Per proper prefix, the rests of the paths after it (what a validator there is given). */
  const rests = new Map<string, Set<string>>();
  for (const token of tokens) {
    const { isExternal, baseClassName, maybePostfixModifierPosition } = parse(token);
    if (isExternal) continue;
    const candidates = [baseClassName];
    if (maybePostfixModifierPosition) {
      candidates.push(baseClassName.substring(0, maybePostfixModifierPosition));
    }
    for (const candidate of candidates) {
      if (candidate.startsWith('[') && candidate.endsWith(']')) continue;
      const parts = candidate.split('-');
      if (parts[0] === '' && parts.length > 1) parts.shift();
      whole.add(parts.join('-'));
      for (let length = 0; length < parts.length; length++) {
        const prefix = parts.slice(0, length).join('-');
        const rest = parts.slice(length).join('-');
        rests.set(prefix, (rests.get(prefix) ?? new Set()).add(rest));
      }
    }
  }
  return { whole, rests };
}

/**
 * The source of `cn-config.ts`: the class groups the tokens belong to, each cut down to the
 * classes the tokens name and the validators that accept one of them (a class no code uses is no longer a Tailwind
 * class to `cn()`; the test regenerates the file when one appears), theme scales written out in
 * place, and the conflicts among the groups kept.
 */
export function cnConfigSource(full: AnyConfig, tokens: Iterable<string>): string {
  const tokenList = [...tokens];
  const used = usedClassGroups(full, tokenList);
  const { whole, rests } = classPaths(full, tokenList);
  const validatorNames = new Map<unknown, string>(
    Object.entries(validators).map(([name, validator]) => [validator, name]),
  );
  const join = (path: string, part: string) => (path && part ? `${path}-${part}` : path || part);
  /** The definitions a lookup can reach at `path`, written out; theme getters expanded. */
  const emit = (group: readonly Definition[], path: string): string[] =>
    group.flatMap((definition): string[] => {
      if (typeof definition === 'string') {
        return whole.has(join(path, definition)) ? [JSON.stringify(definition)] : [];
      }
      if (typeof definition === 'function') {
        if ('isThemeGetter' in definition && definition.isThemeGetter) {
          return emit(definition(full.theme), path);
        }
        const name = validatorNames.get(definition);
        if (!name)
          throw new Error('A class definition uses a function tailwind-merge does not export');
        const validator = definition as (classPart: string) => boolean;
        const reaching = [...(rests.get(path) ?? [])];
        return reaching.some((rest) => validator(rest)) ? [`v.${name}`] : [];
      }
      const entries = Object.entries(definition).flatMap(([key, inner]) => {
        const kept = emit(inner, join(path, key));
        return kept.length > 0 ? [`${JSON.stringify(key)}: [${kept.join(', ')}]`] : [];
      });
      return entries.length > 0 ? [`{ ${entries.join(', ')} }`] : [];
    });
  const ordered = Object.keys(full.classGroups).filter((id) => used.has(id));
  const classGroups = ordered.map(
    (id) => `    ${JSON.stringify(id)}: [${emit(full.classGroups[id] ?? [], '').join(', ')}],`,
  );
  const conflicts = (table: Record<string, readonly string[] | undefined>) =>
    ordered.flatMap((id) => {
      const others = (table[id] ?? []).filter((other) => used.has(other));
      return others.length > 0 ? [`    ${JSON.stringify(id)}: ${JSON.stringify(others)},`] : [];
    });
  const postfix = (full.postfixLookupClassGroups ?? []).filter((id) => used.has(id));
  return [
    "// Generated by cn-config.test.ts from tailwind-merge's default configuration: only the class",
    '// groups and classes the workspace uses. Do not edit; run `pnpm --filter @lingon/design-system',
    '// exec vitest run -u src/lib/cn-config.test.ts` after adding a class no code used before.',
    "import { validators as v, type Config } from 'tailwind-merge';",
    '',
    'export const cnConfig: Config<string, string> = {',
    `  cacheSize: ${full.cacheSize},`,
    '  theme: {},',
    '  classGroups: {',
    ...classGroups,
    '  },',
    '  conflictingClassGroups: {',
    ...conflicts(full.conflictingClassGroups),
    '  },',
    '  conflictingClassGroupModifiers: {',
    ...conflicts(full.conflictingClassGroupModifiers),
    '  },',
    `  postfixLookupClassGroups: ${JSON.stringify(postfix)},`,
    `  orderSensitiveModifiers: ${JSON.stringify(full.orderSensitiveModifiers)},`,
    '};',
    '',
  ].join('\n');
}
