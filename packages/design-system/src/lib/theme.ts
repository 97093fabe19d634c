/**
 * Theme engine (SPEC §3 "Theme storage", §4 "Theme", §8 corrupt storage).
 *
 * Pure functions only: no DOM globals. Storage and documents are passed in, so the same rules run
 * in the browser, in the inline <head> script's tests and in Node unit tests.
 */

/** localStorage key of the user's theme choice. */
export const THEME_CHOICE_KEY = 'theme';
/** localStorage key of the list of path patterns shown in dark theme. */
export const DARK_URLS_KEY = 'urls-dark-theme';

export type ThemeChoice = 'auto' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const THEME_CHOICES: readonly ThemeChoice[] = ['auto', 'light', 'dark'];

/**
 * The brand slug used by the presets. It mirrors BRAND.slug in packages/contracts/src/brand.ts;
 * the design system imports no other workspace package, so callers may pass their own slug.
 */
export const THEME_BRAND_SLUG = 'lingon';

/**
 * The Default preset: in the original product this list comes from an environment setting that
 * is empty, which splits into one empty entry. An empty entry matches no path.
 */
export const DEFAULT_DARK_URLS: readonly string[] = [''];

export const THEME_PRESET_NAMES = [
  'DEFAULT',
  'CUSTOMER_PORTAL',
  'ALL_SERVICES',
  'LIGHT_ALL',
  'DARK_ALL',
] as const;
export type ThemePresetName = (typeof THEME_PRESET_NAMES)[number];
export type ThemePresets = Readonly<Record<ThemePresetName, readonly string[]>>;

export interface ThemePresetOptions {
  /** Brand slug for /mitt-{slug} and /om-{slug}. */
  slug?: string;
  /** The environment's default list (the Default preset). */
  defaultList?: readonly string[];
}

/** The dark-list presets of SPEC §4. */
export function getThemePresets({
  slug = THEME_BRAND_SLUG,
  defaultList = DEFAULT_DARK_URLS,
}: ThemePresetOptions = {}): ThemePresets {
  return {
    DEFAULT: [...defaultList],
    CUSTOMER_PORTAL: [`/mitt-${slug}/*`, '/support/*'],
    ALL_SERVICES: [
      '/bredband/*',
      '/kontakta-oss',
      `/mitt-${slug}/*`,
      '/support/*',
      `/om-${slug}/*`,
    ],
    LIGHT_ALL: [],
    DARK_ALL: ['*'],
  };
}

/** A fresh copy of a preset's list, ready to store. */
export function applyPreset(name: ThemePresetName, options: ThemePresetOptions = {}): string[] {
  return [...getThemePresets(options)[name]];
}

// ---------------------------------------------------------------------------------------------
// Pattern matching
// ---------------------------------------------------------------------------------------------

/** Drop the query string and hash, and trailing slashes (the root stays '/'). */
function normalizePath(value: string): string {
  const withoutSuffix = value.trim().replace(/[?#].*$/, '');
  const withoutSlash = withoutSuffix.replace(/\/+$/, '');
  return withoutSlash === '' ? '/' : withoutSlash;
}

/** Percent-decode where possible, so '/om-lingon/v%C3%A5ra' matches a typed '/om-lingon/våra'. */
function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

function wildcardToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  // Case-insensitive, like React Router's route matching.
  return new RegExp(`^${source}$`, 'i');
}

/**
 * Whether a path matches one dark-list pattern.
 * - `*` matches any run of characters, slashes included (`*` alone matches every page).
 * - A pattern ending in `/*` also matches its bare base path: `/mitt-lingon/*` matches
 *   `/mitt-lingon` as well as `/mitt-lingon/faktura`.
 * - Trailing slashes, query strings and hashes are ignored on both sides; case is ignored.
 * - An empty pattern matches nothing (the Default preset is one empty entry).
 */
export function matchesPattern(path: string, pattern: string): boolean {
  if (pattern.trim() === '') return false;
  const target = safeDecode(normalizePath(path));
  const trimmed = pattern.trim().replace(/[?#].*$/, '');
  if (trimmed.endsWith('/*')) {
    const base = safeDecode(normalizePath(trimmed.slice(0, -2)));
    if (wildcardToRegExp(base).test(target)) return true;
  }
  return wildcardToRegExp(safeDecode(normalizePath(trimmed))).test(target);
}

/** `["*"]` makes every page dark, `[]` every page light; otherwise any matching pattern. */
export function isDarkPath(path: string, list: readonly string[]): boolean {
  return list.some((pattern) => matchesPattern(path, pattern));
}

// ---------------------------------------------------------------------------------------------
// List edits (immutable; the input list is never changed)
// ---------------------------------------------------------------------------------------------

/** How an entry is stored: trimmed, without query/hash or trailing slash (`/*` kept). */
export function normalizeEntry(entry: string): string {
  const trimmed = entry.trim().replace(/[?#].*$/, '');
  if (trimmed === '') return '';
  if (trimmed === '*' || trimmed.endsWith('/*')) return trimmed;
  return normalizePath(trimmed);
}

/** Add a path or pattern; a blank entry or one already in the list leaves the list unchanged. */
export function addPath(list: readonly string[], path: string): string[] {
  const entry = normalizeEntry(path);
  if (entry === '' || list.some((item) => normalizeEntry(item) === entry)) return [...list];
  return [...list, entry];
}

/** Remove every entry equal to the path or pattern (after normalisation). */
export function removePath(list: readonly string[], path: string): string[] {
  const entry = normalizeEntry(path);
  return list.filter((item) => normalizeEntry(item) !== entry);
}

/**
 * Toggle the literal entry for the current path: remove it when listed, add it otherwise.
 * Wildcard patterns that happen to match the path are left alone on purpose: they are edited
 * with presets or removePath, so a toggle never silently rewrites a whole section.
 */
export function toggleCurrentPath(list: readonly string[], path: string): string[] {
  const entry = normalizeEntry(path);
  return list.some((item) => normalizeEntry(item) === entry)
    ? removePath(list, entry)
    : addPath(list, entry);
}

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------

/** getItem that treats an unreadable storage (private mode, blocked cookies) as empty. */
function safeGet(storage: ThemeStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** setItem that never throws: a full or blocked storage must not break the page. */
function safeSet(storage: ThemeStorage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored dark list (SPEC §8): missing or corrupt JSON → the default preset; a stored value
 * that is not a list → []; entries that are not strings are dropped.
 */
export function readDarkUrls(
  storage: ThemeStorage,
  defaultList: readonly string[] = DEFAULT_DARK_URLS,
): string[] {
  const raw = safeGet(storage, DARK_URLS_KEY);
  if (raw === null) return [...defaultList];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [...defaultList];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((entry): entry is string => typeof entry === 'string');
}

/** Store the dark list as JSON. Returns false when the storage refused the write. */
export function writeDarkUrls(storage: ThemeStorage, list: readonly string[]): boolean {
  return safeSet(storage, DARK_URLS_KEY, JSON.stringify(list));
}

/** At every app start the stored list is overwritten with the default preset (SPEC §4). */
export function initDarkUrls(
  storage: ThemeStorage,
  defaultList: readonly string[] = DEFAULT_DARK_URLS,
): string[] {
  const list = [...defaultList];
  writeDarkUrls(storage, list);
  return list;
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/**
 * The stored theme choice. Stored as the bare word (`dark`); a JSON string (`"dark"`, as
 * Jotai's atomWithStorage writes) is accepted too. Anything else → 'auto'.
 */
export function readThemeChoice(storage: ThemeStorage): ThemeChoice {
  const raw = safeGet(storage, THEME_CHOICE_KEY);
  if (raw === null) return 'auto';
  const value =
    raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
  return isThemeChoice(value) ? value : 'auto';
}

/** Store the choice; an invalid value is stored as 'auto'. Returns false when refused. */
export function writeThemeChoice(storage: ThemeStorage, choice: ThemeChoice): boolean {
  return safeSet(storage, THEME_CHOICE_KEY, isThemeChoice(choice) ? choice : 'auto');
}

/** A Storage kept in memory: the fallback where localStorage is missing (prerender, tests). */
export function createMemoryStorage(initial: Record<string, string> = {}): ThemeStorage & {
  readonly size: number;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    get size() {
      return items.size;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------------------------

export interface ResolveThemeInput {
  choice: ThemeChoice;
  systemPrefersDark: boolean;
  path: string;
  darkUrls: readonly string[];
}

/**
 * Which theme a page gets:
 * 1. An explicit 'light' or 'dark' choice always wins.
 * 2. With 'auto', a page whose path matches the dark list is dark (the per-page theme of SPEC §4);
 * 3. otherwise 'auto' follows the operating system's prefers-color-scheme.
 */
export function resolveTheme({
  choice,
  systemPrefersDark,
  path,
  darkUrls,
}: ResolveThemeInput): ResolvedTheme {
  if (choice === 'light' || choice === 'dark') return choice;
  if (isDarkPath(path, darkUrls)) return 'dark';
  return systemPrefersDark ? 'dark' : 'light';
}

interface ThemeTarget {
  setAttribute(name: string, value: string): void;
}

/** Apply a theme as data-theme on <html> and <body> (SPEC §4); body may not exist yet. */
export function applyThemeToDocument(
  doc: { documentElement: ThemeTarget; body: ThemeTarget | null },
  theme: ResolvedTheme,
): void {
  doc.documentElement.setAttribute('data-theme', theme);
  doc.body?.setAttribute('data-theme', theme);
}
