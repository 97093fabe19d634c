import { describe, expect, it } from 'vitest';
import {
  addPath,
  applyPreset,
  applyThemeToDocument,
  DARK_URLS_KEY,
  DEFAULT_DARK_URLS,
  getThemePresets,
  initDarkUrls,
  isDarkPath,
  matchesPattern,
  readDarkUrls,
  readThemeChoice,
  removePath,
  resolveTheme,
  THEME_CHOICE_KEY,
  toggleCurrentPath,
  writeDarkUrls,
  writeThemeChoice,
  type ThemeStorage,
} from './theme';

/** A small in-memory Storage for the tests. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  } satisfies ThemeStorage & { items: Map<string, string> };
}

const throwingStorage: ThemeStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('storage keys', () => {
  it('uses the keys of SPEC §3', () => {
    expect(THEME_CHOICE_KEY).toBe('theme');
    expect(DARK_URLS_KEY).toBe('urls-dark-theme');
  });
});

describe('matchesPattern', () => {
  it('matches an exact path', () => {
    expect(matchesPattern('/kontakta-oss', '/kontakta-oss')).toBe(true);
    expect(matchesPattern('/kontakta-ossa', '/kontakta-oss')).toBe(false);
    expect(matchesPattern('/kontakta-oss/mer', '/kontakta-oss')).toBe(false);
  });

  it('lets * match any characters, slashes included', () => {
    expect(matchesPattern('/bredband/kassan', '/bredband/*')).toBe(true);
    expect(matchesPattern('/bredband/kassan/steg/2', '/bredband/*')).toBe(true);
    expect(matchesPattern('/bredbandet', '/bredband/*')).toBe(false);
  });

  it('supports * in the middle and at the start of a pattern', () => {
    expect(matchesPattern('/utland/priser-utomlands', '/utland/*-utomlands')).toBe(true);
    expect(matchesPattern('/utland/priser-till-utlandet', '/utland/*-utomlands')).toBe(false);
    expect(matchesPattern('/kontantkort/ladda/kassa', '*/kassa')).toBe(true);
    expect(matchesPattern('/kontantkort/ladda', '*/kassa')).toBe(false);
    expect(matchesPattern('/a/b/c', '/a/**/c')).toBe(true);
  });

  it('lets a pattern of just * match every page, the root included', () => {
    expect(matchesPattern('/', '*')).toBe(true);
    expect(matchesPattern('/mitt-lingon/faktura', '*')).toBe(true);
  });

  it('matches the bare base path of a pattern ending in /*', () => {
    expect(matchesPattern('/mitt-lingon', '/mitt-lingon/*')).toBe(true);
    expect(matchesPattern('/mitt-lingon/', '/mitt-lingon/*')).toBe(true);
    expect(matchesPattern('/mitt-lingon/faktura', '/mitt-lingon/*')).toBe(true);
    expect(matchesPattern('/mitt-lingonet', '/mitt-lingon/*')).toBe(false);
    expect(matchesPattern('/', '/*')).toBe(true);
  });

  it('does not give the bare-base rule to a * that is not after a slash', () => {
    expect(matchesPattern('/bredband', '/bredband*')).toBe(true);
    expect(matchesPattern('/bred', '/bredband*')).toBe(false);
  });

  it('ignores trailing slashes on both sides', () => {
    expect(matchesPattern('/kontakta-oss/', '/kontakta-oss')).toBe(true);
    expect(matchesPattern('/kontakta-oss', '/kontakta-oss/')).toBe(true);
    expect(matchesPattern('/', '/')).toBe(true);
  });

  it('ignores the query string and hash', () => {
    expect(matchesPattern('/kontakta-oss?ref=mail', '/kontakta-oss')).toBe(true);
    expect(matchesPattern('/kontakta-oss#formular', '/kontakta-oss')).toBe(true);
    expect(matchesPattern('/support/?q=x#top', '/support/*')).toBe(true);
    expect(matchesPattern('/kontakta-oss', '/kontakta-oss?ref=mail')).toBe(true);
  });

  it('treats regular-expression characters in a pattern literally', () => {
    expect(matchesPattern('/a.b', '/a.b')).toBe(true);
    expect(matchesPattern('/axb', '/a.b')).toBe(false);
    expect(matchesPattern('/a(b)', '/a(b)')).toBe(true);
  });

  it('ignores case and percent-encoding, like the router', () => {
    expect(matchesPattern('/Mitt-Lingon/Faktura', '/mitt-lingon/*')).toBe(true);
    expect(matchesPattern('/om-lingon/v%C3%A5ra-butiker', '/om-lingon/våra-*')).toBe(true);
    expect(matchesPattern('/bad%E0', '/bad%E0')).toBe(true);
  });

  it('never matches an empty pattern', () => {
    expect(matchesPattern('/', '')).toBe(false);
    expect(matchesPattern('/bredband', '  ')).toBe(false);
  });
});

describe('isDarkPath', () => {
  it('makes every page dark with ["*"]', () => {
    expect(isDarkPath('/', ['*'])).toBe(true);
    expect(isDarkPath('/bredband/kassan', ['*'])).toBe(true);
  });

  it('makes every page light with []', () => {
    expect(isDarkPath('/', [])).toBe(false);
    expect(isDarkPath('/mitt-lingon', [])).toBe(false);
  });

  it('is dark when any pattern matches', () => {
    const list = ['/kontakta-oss', '/support/*'];
    expect(isDarkPath('/support/faq', list)).toBe(true);
    expect(isDarkPath('/kontakta-oss', list)).toBe(true);
    expect(isDarkPath('/bredband', list)).toBe(false);
  });

  it('keeps every page light with the Default list (one empty entry)', () => {
    expect(isDarkPath('/', DEFAULT_DARK_URLS)).toBe(false);
    expect(isDarkPath('/mitt-lingon', DEFAULT_DARK_URLS)).toBe(false);
  });
});

describe('presets', () => {
  it('Default is one empty entry', () => {
    expect(applyPreset('DEFAULT')).toEqual(['']);
  });

  it('Default takes the environment list when given', () => {
    expect(applyPreset('DEFAULT', { defaultList: ['/bredband/*'] })).toEqual(['/bredband/*']);
  });

  it('CUSTOMER_PORTAL covers my pages and support', () => {
    expect(applyPreset('CUSTOMER_PORTAL')).toEqual(['/mitt-lingon/*', '/support/*']);
  });

  it('ALL_SERVICES lists the five service areas', () => {
    expect(applyPreset('ALL_SERVICES')).toEqual([
      '/bredband/*',
      '/kontakta-oss',
      '/mitt-lingon/*',
      '/support/*',
      '/om-lingon/*',
    ]);
  });

  it('LIGHT_ALL is empty and DARK_ALL is *', () => {
    expect(applyPreset('LIGHT_ALL')).toEqual([]);
    expect(applyPreset('DARK_ALL')).toEqual(['*']);
  });

  it('takes the brand slug as a parameter', () => {
    expect(getThemePresets({ slug: 'annat' }).CUSTOMER_PORTAL).toEqual([
      '/mitt-annat/*',
      '/support/*',
    ]);
    expect(getThemePresets({ slug: 'annat' }).ALL_SERVICES).toContain('/om-annat/*');
  });

  it('returns a fresh list every time', () => {
    const first = applyPreset('CUSTOMER_PORTAL');
    first.push('/x');
    expect(applyPreset('CUSTOMER_PORTAL')).toEqual(['/mitt-lingon/*', '/support/*']);
  });
});

describe('list edits', () => {
  it('addPath appends without changing the input', () => {
    const list = ['/support/*'];
    const next = addPath(list, '/kontakta-oss');
    expect(next).toEqual(['/support/*', '/kontakta-oss']);
    expect(list).toEqual(['/support/*']);
  });

  it('addPath never adds a duplicate, also not one with a trailing slash or query', () => {
    expect(addPath(['/kontakta-oss'], '/kontakta-oss')).toEqual(['/kontakta-oss']);
    expect(addPath(['/kontakta-oss'], '/kontakta-oss/')).toEqual(['/kontakta-oss']);
    expect(addPath(['/kontakta-oss'], '/kontakta-oss?a=1')).toEqual(['/kontakta-oss']);
  });

  it('addPath ignores a blank entry and stores a normalised one', () => {
    expect(addPath([], '  ')).toEqual([]);
    expect(addPath([], ' /bredband/ ')).toEqual(['/bredband']);
    expect(addPath([], '/bredband/*')).toEqual(['/bredband/*']);
  });

  it('removePath removes the entry without changing the input', () => {
    const list = ['/support/*', '/kontakta-oss'];
    expect(removePath(list, '/kontakta-oss/')).toEqual(['/support/*']);
    expect(list).toEqual(['/support/*', '/kontakta-oss']);
    expect(removePath(list, '/saknas')).toEqual(list);
  });

  it('toggleCurrentPath adds the path when missing and removes it when present', () => {
    const added = toggleCurrentPath(['/support/*'], '/bredband/kassan');
    expect(added).toEqual(['/support/*', '/bredband/kassan']);
    expect(toggleCurrentPath(added, '/bredband/kassan?x=1')).toEqual(['/support/*']);
  });

  it('toggleCurrentPath leaves matching wildcard patterns alone', () => {
    expect(toggleCurrentPath(['/support/*'], '/support/faq')).toEqual([
      '/support/*',
      '/support/faq',
    ]);
  });
});

describe('readDarkUrls / writeDarkUrls / initDarkUrls', () => {
  it('returns the default preset when nothing is stored', () => {
    expect(readDarkUrls(memoryStorage())).toEqual(['']);
    expect(readDarkUrls(memoryStorage(), ['/support/*'])).toEqual(['/support/*']);
  });

  it('returns the default preset for corrupt JSON', () => {
    const storage = memoryStorage({ [DARK_URLS_KEY]: '["/support/*"' });
    expect(readDarkUrls(storage, ['/x'])).toEqual(['/x']);
  });

  it('returns [] when the stored value is not a list', () => {
    expect(readDarkUrls(memoryStorage({ [DARK_URLS_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readDarkUrls(memoryStorage({ [DARK_URLS_KEY]: '"*"' }))).toEqual([]);
    expect(readDarkUrls(memoryStorage({ [DARK_URLS_KEY]: 'null' }))).toEqual([]);
  });

  it('drops list entries that are not strings', () => {
    const storage = memoryStorage({ [DARK_URLS_KEY]: '["/a", 1, null, {"b":2}, "/c"]' });
    expect(readDarkUrls(storage)).toEqual(['/a', '/c']);
  });

  it('round-trips a written list', () => {
    const storage = memoryStorage();
    expect(writeDarkUrls(storage, ['/support/*', '*'])).toBe(true);
    expect(storage.items.get(DARK_URLS_KEY)).toBe('["/support/*","*"]');
    expect(readDarkUrls(storage)).toEqual(['/support/*', '*']);
  });

  it('initDarkUrls overwrites whatever list is stored with the default preset', () => {
    const storage = memoryStorage({ [DARK_URLS_KEY]: '["*"]' });
    expect(initDarkUrls(storage, ['/mitt-lingon/*'])).toEqual(['/mitt-lingon/*']);
    expect(readDarkUrls(storage)).toEqual(['/mitt-lingon/*']);
    initDarkUrls(storage);
    expect(storage.items.get(DARK_URLS_KEY)).toBe('[""]');
  });

  it('survives a storage that throws', () => {
    expect(readDarkUrls(throwingStorage, ['/x'])).toEqual(['/x']);
    expect(writeDarkUrls(throwingStorage, ['*'])).toBe(false);
    expect(readThemeChoice(throwingStorage)).toBe('auto');
    expect(writeThemeChoice(throwingStorage, 'dark')).toBe(false);
  });
});

describe('readThemeChoice / writeThemeChoice', () => {
  it('is auto when nothing is stored', () => {
    expect(readThemeChoice(memoryStorage())).toBe('auto');
  });

  it('reads each valid choice, bare or as JSON', () => {
    expect(readThemeChoice(memoryStorage({ theme: 'dark' }))).toBe('dark');
    expect(readThemeChoice(memoryStorage({ theme: 'light' }))).toBe('light');
    expect(readThemeChoice(memoryStorage({ theme: '"dark"' }))).toBe('dark');
    expect(readThemeChoice(memoryStorage({ theme: 'auto' }))).toBe('auto');
  });

  it('reads an invalid value as auto', () => {
    expect(readThemeChoice(memoryStorage({ theme: 'sepia' }))).toBe('auto');
    expect(readThemeChoice(memoryStorage({ theme: '' }))).toBe('auto');
    expect(readThemeChoice(memoryStorage({ theme: '"' }))).toBe('auto');
  });

  it('writes the bare choice and an invalid one as auto', () => {
    const storage = memoryStorage();
    writeThemeChoice(storage, 'light');
    expect(storage.items.get(THEME_CHOICE_KEY)).toBe('light');
    writeThemeChoice(storage, 'purple' as never);
    expect(storage.items.get(THEME_CHOICE_KEY)).toBe('auto');
  });
});

describe('resolveTheme', () => {
  const base = { systemPrefersDark: false, path: '/', darkUrls: [] as string[] };

  it('lets an explicit choice win over the list and the system', () => {
    expect(
      resolveTheme({ ...base, choice: 'light', darkUrls: ['*'], systemPrefersDark: true }),
    ).toBe('light');
    expect(resolveTheme({ ...base, choice: 'dark', darkUrls: [], systemPrefersDark: false })).toBe(
      'dark',
    );
  });

  it('is dark with auto on a path in the dark list, even when the system is light', () => {
    expect(
      resolveTheme({ ...base, choice: 'auto', path: '/mitt-lingon', darkUrls: ['/mitt-lingon/*'] }),
    ).toBe('dark');
  });

  it('follows the system with auto on a path outside the list', () => {
    const input = { ...base, choice: 'auto' as const, path: '/bredband', darkUrls: ['/support/*'] };
    expect(resolveTheme({ ...input, systemPrefersDark: false })).toBe('light');
    expect(resolveTheme({ ...input, systemPrefersDark: true })).toBe('dark');
  });
});

describe('applyThemeToDocument', () => {
  function element() {
    const attributes = new Map<string, string>();
    return {
      attributes,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    };
  }

  it('sets data-theme on <html> and <body>', () => {
    const doc = { documentElement: element(), body: element() };
    applyThemeToDocument(doc, 'dark');
    expect(doc.documentElement.attributes.get('data-theme')).toBe('dark');
    expect(doc.body.attributes.get('data-theme')).toBe('dark');
    applyThemeToDocument(doc, 'light');
    expect(doc.body.attributes.get('data-theme')).toBe('light');
  });

  it('works before <body> exists', () => {
    const doc = { documentElement: element(), body: null };
    applyThemeToDocument(doc, 'dark');
    expect(doc.documentElement.attributes.get('data-theme')).toBe('dark');
  });
});
