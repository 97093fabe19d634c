import { BRAND_FONT_KEY, BRAND_FONT_STORED } from './brand-font';
import { DARK_URLS_KEY, DEFAULT_DARK_URLS, THEME_CHOICE_KEY } from './theme';

export interface ThemeScriptOptions {
  /** The environment's default dark list (the Default preset). */
  defaultDarkUrls?: readonly string[];
  /**
   * Overwrite the stored list with the default at load, as the app does at every start
   * (SPEC §4), so the first paint and the mounted app agree. Set false to honour the stored list.
   */
  overwriteDarkUrls?: boolean;
}

/**
 * The same rules as theme.ts, written out as plain ES5 because this runs before any bundle is
 * loaded. theme-script.test.ts checks that it agrees with resolveTheme case by case.
 */
const SCRIPT_BODY = `
var ls = null;
try { ls = window.localStorage; } catch (e) {}
function get(key) { try { return ls ? ls.getItem(key) : null; } catch (e) { return null; } }
function norm(value) {
  var v = String(value).replace(/^\\s+|\\s+$/g, '').replace(/[?#].*$/, '').replace(/\\/+$/, '');
  return v === '' ? '/' : v;
}
function decode(value) { try { return decodeURI(value); } catch (e) { return value; } }
function toRegExp(pattern) {
  var parts = pattern.split('*');
  for (var i = 0; i < parts.length; i++) parts[i] = parts[i].replace(/[.+?^\${}()|[\\]\\\\]/g, '\\\\$&');
  return new RegExp('^' + parts.join('.*') + '$', 'i');
}
function matches(path, pattern) {
  var p = String(pattern).replace(/^\\s+|\\s+$/g, '');
  if (p === '') return false;
  var target = decode(norm(path));
  p = p.replace(/[?#].*$/, '');
  if (p.slice(-2) === '/*' && toRegExp(decode(norm(p.slice(0, -2)))).test(target)) return true;
  return toRegExp(decode(norm(p))).test(target);
}
var choice = get(cfg.choiceKey);
if (choice && choice.length >= 2 && choice.charAt(0) === '"' && choice.charAt(choice.length - 1) === '"') {
  choice = choice.slice(1, -1);
}
if (choice !== 'light' && choice !== 'dark') choice = 'auto';
var list = cfg.defaultList.slice();
if (cfg.overwrite) {
  try { if (ls) ls.setItem(cfg.urlsKey, JSON.stringify(list)); } catch (e) {}
} else {
  var raw = get(cfg.urlsKey);
  if (raw !== null) {
    try {
      var parsed = JSON.parse(raw);
      list = [];
      if (Object.prototype.toString.call(parsed) === '[object Array]') {
        for (var j = 0; j < parsed.length; j++) if (typeof parsed[j] === 'string') list.push(parsed[j]);
      }
    } catch (e) { list = cfg.defaultList.slice(); }
  }
}
var theme = choice;
if (theme === 'auto') {
  var dark = false;
  for (var k = 0; k < list.length; k++) if (matches(window.location.pathname, list[k])) dark = true;
  if (!dark && window.matchMedia) dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  theme = dark ? 'dark' : 'light';
}
document.documentElement.setAttribute('data-theme', theme);
if (document.body) document.body.setAttribute('data-theme', theme);
if (get(cfg.fontKey) === cfg.fontStored) document.documentElement.setAttribute('data-font', cfg.fontStored);
`;

/**
 * Source of the inline <head> script that sets data-theme before first paint, so a dark page
 * never flashes light. Self-contained: it reads only window.localStorage, window.matchMedia,
 * window.location and document, and never throws (corrupt or blocked storage falls back).
 */
export function getThemeScript({
  defaultDarkUrls = DEFAULT_DARK_URLS,
  overwriteDarkUrls = true,
}: ThemeScriptOptions = {}): string {
  const cfg = {
    choiceKey: THEME_CHOICE_KEY,
    urlsKey: DARK_URLS_KEY,
    defaultList: defaultDarkUrls.filter((entry) => typeof entry === 'string'),
    overwrite: overwriteDarkUrls,
    fontKey: BRAND_FONT_KEY,
    fontStored: BRAND_FONT_STORED,
  };
  // '<' escaped so a list entry can never close the surrounding <script> element.
  const json = JSON.stringify(cfg).replace(/</g, '\\u003c');
  return `(function () {\ntry {\nvar cfg = ${json};${SCRIPT_BODY}} catch (e) {}\n})();`;
}
