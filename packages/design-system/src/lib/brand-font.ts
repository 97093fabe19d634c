/**
 * The brand font (Inter) is for returning visitors. A first visit paints in the system font, so
 * its first paint waits for nothing but the page's HTML; once the page has loaded,
 * `rememberBrandFont` fetches the font into the browser's cache and notes that in storage. The
 * next page loaded in full finds the note before its first paint (the head's theme script sets
 * `data-font` on <html>, which tokens.css turns into the font family) and paints in Inter from
 * the cache. A page never changes font while it is shown, so text never moves.
 */

/** localStorage key of the note that the brand font is in the browser's cache. */
export const BRAND_FONT_KEY = 'brand-font';
/** The note's value, also the `data-font` value tokens.css selects the brand font by. */
export const BRAND_FONT_STORED = 'brand';
/** The family of the font faces in styles.css. */
export const BRAND_FONT_FAMILY = 'Inter Variable';

/**
 * Fetches the brand font's Latin face (the one Swedish text needs) into the cache and notes it
 * for the next page. Does nothing when the page already uses it or storage is unavailable; never
 * throws.
 */
export async function rememberBrandFont(): Promise<void> {
  try {
    if (document.documentElement.getAttribute('data-font') === BRAND_FONT_STORED) return;
    if (window.localStorage.getItem(BRAND_FONT_KEY) === BRAND_FONT_STORED) return;
    const faces = await document.fonts.load(`400 1em "${BRAND_FONT_FAMILY}"`, 'Åå');
    if (faces.length > 0) window.localStorage.setItem(BRAND_FONT_KEY, BRAND_FONT_STORED);
  } catch {
    // Storage blocked or the font unavailable: the system font stays.
  }
}

/**
 * `rememberBrandFont` once the page has loaded and the browser is idle, so the font never
 * competes with what the page itself still loads. Returns a function that cancels it.
 */
export function rememberBrandFontWhenIdle(): () => void {
  let cancelled = false;
  const remember = () => {
    if (!cancelled) void rememberBrandFont();
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(remember, { timeout: 5000 })
      : window.setTimeout(remember, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}
