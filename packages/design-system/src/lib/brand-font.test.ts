// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BRAND_FONT_FAMILY,
  BRAND_FONT_KEY,
  BRAND_FONT_STORED,
  rememberBrandFont,
} from './brand-font';

/** document.fonts.load as the browser answers it: the faces it loaded for the font asked. */
function fontsAnswering(faces: number | Error) {
  const load = vi.fn(async (_font: string, _text?: string) => {
    if (faces instanceof Error) throw faces;
    return Array.from({ length: faces }, () => ({}) as FontFace);
  });
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-font');
  vi.restoreAllMocks();
});

describe('rememberBrandFont', () => {
  it('loads the Latin face of the brand font and notes it for the next page', async () => {
    const load = fontsAnswering(1);
    await rememberBrandFont();
    expect(load).toHaveBeenCalledWith(`400 1em "${BRAND_FONT_FAMILY}"`, 'Åå');
    expect(window.localStorage.getItem(BRAND_FONT_KEY)).toBe(BRAND_FONT_STORED);
    // The page shown keeps its font.
    expect(document.documentElement.getAttribute('data-font')).toBeNull();
  });

  it('notes nothing when no face loaded or loading failed', async () => {
    fontsAnswering(0);
    await rememberBrandFont();
    expect(window.localStorage.getItem(BRAND_FONT_KEY)).toBeNull();
    fontsAnswering(new Error('NetworkError'));
    await expect(rememberBrandFont()).resolves.toBeUndefined();
    expect(window.localStorage.getItem(BRAND_FONT_KEY)).toBeNull();
  });

  it('loads nothing when the page already paints in it or a page before noted it', async () => {
    const load = fontsAnswering(1);
    document.documentElement.setAttribute('data-font', BRAND_FONT_STORED);
    await rememberBrandFont();
    document.documentElement.removeAttribute('data-font');
    window.localStorage.setItem(BRAND_FONT_KEY, BRAND_FONT_STORED);
    await rememberBrandFont();
    expect(load).not.toHaveBeenCalled();
  });

  it('never throws when storage refuses', async () => {
    fontsAnswering(1);
    vi.spyOn(window.localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await expect(rememberBrandFont()).resolves.toBeUndefined();
  });
});
