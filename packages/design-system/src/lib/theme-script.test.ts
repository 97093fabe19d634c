import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  DARK_URLS_KEY,
  getThemePresets,
  resolveTheme,
  THEME_CHOICE_KEY,
  type ThemeChoice,
} from './theme';
import { BRAND_FONT_KEY, BRAND_FONT_STORED } from './brand-font';
import { getThemeScript } from './theme-script';

interface FakePage {
  path: string;
  stored?: Record<string, string>;
  systemPrefersDark?: boolean;
  withBody?: boolean;
  storage?: 'ok' | 'throws' | 'missing';
  matchMedia?: boolean;
}

function element() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => {
      attributes.set(name, String(value));
    },
  };
}

// One VM context, reused: creating a context per run is slow. Each run replaces both globals,
// so nothing leaks between runs (the script declares nothing global of its own).
const sandbox: Record<string, unknown> = {};
const context = vm.createContext(sandbox);
const compiled = new Map<string, vm.Script>();

/** Run the script in a VM context with only a fake window and document as globals. */
function runScript(source: string, page: FakePage) {
  const items = new Map(Object.entries(page.stored ?? {}));
  const storage = {
    getItem: (key: string) => {
      if (page.storage === 'throws') throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (page.storage === 'throws') throw new Error('QuotaExceededError');
      items.set(key, String(value));
    },
  };
  const window: Record<string, unknown> = {
    location: { pathname: page.path },
  };
  if (page.matchMedia !== false) {
    window['matchMedia'] = (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && page.systemPrefersDark === true,
    });
  }
  if (page.storage !== 'missing') window['localStorage'] = storage;
  const documentElement = element();
  const body = page.withBody ? element() : null;
  sandbox['window'] = window;
  sandbox['document'] = { documentElement, body };
  let script = compiled.get(source);
  if (!script) {
    script = new vm.Script(source);
    compiled.set(source, script);
  }
  script.runInContext(context);
  return {
    html: documentElement.attributes.get('data-theme'),
    font: documentElement.attributes.get('data-font'),
    body,
    items,
  };
}

describe('getThemeScript', () => {
  it('is self-contained source that runs with only window and document', () => {
    const source = getThemeScript();
    expect(typeof source).toBe('string');
    expect(() => runScript(source, { path: '/' })).not.toThrow();
  });

  it('sets data-theme on <html>, and on <body> when it exists', () => {
    const result = runScript(getThemeScript(), {
      path: '/',
      stored: { [THEME_CHOICE_KEY]: 'dark' },
      withBody: true,
    });
    expect(result.html).toBe('dark');
    expect(result.body?.attributes.get('data-theme')).toBe('dark');
  });

  it('selects the brand font only when a page before has cached it', () => {
    expect(runScript(getThemeScript(), { path: '/' }).font).toBeUndefined();
    expect(
      runScript(getThemeScript(), { path: '/', stored: { [BRAND_FONT_KEY]: 'something' } }).font,
    ).toBeUndefined();
    const returning = { path: '/', stored: { [BRAND_FONT_KEY]: BRAND_FONT_STORED } };
    expect(runScript(getThemeScript(), returning).font).toBe(BRAND_FONT_STORED);
    expect(runScript(getThemeScript(), { ...returning, storage: 'throws' }).font).toBeUndefined();
  });

  it('follows the system with auto and the default list', () => {
    expect(runScript(getThemeScript(), { path: '/', systemPrefersDark: true }).html).toBe('dark');
    expect(runScript(getThemeScript(), { path: '/', systemPrefersDark: false }).html).toBe('light');
  });

  it('overwrites the stored list with the default at load, like the app start', () => {
    const source = getThemeScript({ defaultDarkUrls: ['/support/*'] });
    const result = runScript(source, {
      path: '/bredband',
      stored: { [DARK_URLS_KEY]: '["*"]' },
    });
    expect(result.html).toBe('light');
    expect(result.items.get(DARK_URLS_KEY)).toBe('["/support/*"]');
    expect(runScript(source, { path: '/support' }).html).toBe('dark');
  });

  it('honours the stored list when asked not to overwrite it', () => {
    const source = getThemeScript({ overwriteDarkUrls: false });
    const result = runScript(source, {
      path: '/bredband',
      stored: { [DARK_URLS_KEY]: '["/bredband/*"]' },
    });
    expect(result.html).toBe('dark');
    expect(result.items.get(DARK_URLS_KEY)).toBe('["/bredband/*"]');
  });

  it('falls back to the default list for corrupt JSON and to [] for a non-list', () => {
    const source = getThemeScript({ overwriteDarkUrls: false, defaultDarkUrls: ['*'] });
    expect(runScript(source, { path: '/', stored: { [DARK_URLS_KEY]: '[oops' } }).html).toBe(
      'dark',
    );
    expect(runScript(source, { path: '/', stored: { [DARK_URLS_KEY]: '{"*":1}' } }).html).toBe(
      'light',
    );
    expect(
      runScript(source, { path: '/x', stored: { [DARK_URLS_KEY]: '[1, "/x", null]' } }).html,
    ).toBe('dark');
  });

  it('reads an invalid choice as auto', () => {
    const result = runScript(getThemeScript(), {
      path: '/',
      stored: { [THEME_CHOICE_KEY]: 'sepia' },
      systemPrefersDark: true,
    });
    expect(result.html).toBe('dark');
  });

  it('never throws when storage throws or is missing, or matchMedia is missing', () => {
    expect(runScript(getThemeScript(), { path: '/', storage: 'throws' }).html).toBe('light');
    expect(
      runScript(getThemeScript(), { path: '/', storage: 'missing', systemPrefersDark: true }).html,
    ).toBe('dark');
    expect(runScript(getThemeScript(), { path: '/', matchMedia: false }).html).toBe('light');
  });

  it('cannot be broken out of its <script> element by a list entry', () => {
    const source = getThemeScript({ defaultDarkUrls: ['</script><script>alert(1)</script>'] });
    expect(source).not.toContain('</script>');
    expect(() => runScript(source, { path: '/' })).not.toThrow();
  });

  it('agrees with resolveTheme on every path, list, choice and system setting', () => {
    const presets = getThemePresets();
    const lists: string[][] = [
      ...Object.values(presets).map((list) => [...list]),
      ['/utland/*-utomlands', '*/kassa', '/a.b', '/om-lingon/våra-*', '/bredband*'],
    ];
    const paths = [
      '/',
      '/mitt-lingon',
      '/mitt-lingon/',
      '/Mitt-Lingon/faktura?x=1#y',
      '/mitt-lingonet',
      '/support/faq',
      '/kontakta-oss/',
      '/bredband',
      '/bredband/kassan',
      '/om-lingon',
      '/om-lingon/v%C3%A5ra-butiker',
      '/utland/priser-utomlands',
      '/kontantkort/ladda/kassa',
      '/axb',
      '/a.b',
      '/bad%E0',
    ];
    const choices: ThemeChoice[] = ['auto', 'light', 'dark'];
    let checked = 0;
    for (const list of lists) {
      const source = getThemeScript({ defaultDarkUrls: list });
      for (const path of paths) {
        for (const choice of choices) {
          for (const systemPrefersDark of [false, true]) {
            const expected = resolveTheme({ choice, systemPrefersDark, path, darkUrls: list });
            const actual = runScript(source, {
              path,
              systemPrefersDark,
              stored: { [THEME_CHOICE_KEY]: choice },
            }).html;
            expect({ list, path, choice, systemPrefersDark, theme: actual }).toEqual({
              list,
              path,
              choice,
              systemPrefersDark,
              theme: expected,
            });
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(lists.length * paths.length * choices.length * 2);
  });
});
