import { parseConsentCookie } from './consent-cookie';
import { getConsentApi } from './consent-global';
import {
  ANALYTICS_GROUP,
  CONSENT_COOKIE,
  NECESSARY_GROUP,
  type ConsentGroup,
} from './consent-groups';

/**
 * Whether a group is active: asks the global API when it is ready, otherwise reads the cookie
 * (the API may load after the first analytics call), otherwise only C0001.
 */
export function isGroupActive(
  win: { document: Pick<Document, 'cookie'> },
  group: ConsentGroup,
): boolean {
  const api = getConsentApi(win);
  if (api) return api.isActive(group);
  if (group === NECESSARY_GROUP) return true;
  let cookie = '';
  try {
    cookie = win.document.cookie;
  } catch {
    // Sandboxed documents throw on cookie access: treat as no consent.
  }
  return parseConsentCookie(cookie)?.groups.includes(group) ?? false;
}

/** Longest time the page stays hidden while the analytics tag prepares it (SPEC §9). */
export const ANALYTICS_HIDE_TIMEOUT_MS = 2000;
/** Class on <html> that hides the page until the analytics tag is ready. */
export const ASYNC_HIDE_CLASS = 'async-hide';

/** One data layer entry, Google Tag Manager style. */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

/** dataLayer.hide, the anti-flicker handshake: the tag calls end() when the page is ready. */
export interface AsyncHideHandle {
  start: number;
  timeout: number;
  end: (() => void) | null;
}

export type DataLayer = unknown[] & { hide?: AsyncHideHandle };

export interface AnalyticsWindow {
  dataLayer?: DataLayer;
  document: Pick<Document, 'cookie'>;
}

function currentWindow(): AnalyticsWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow);
}

/**
 * Pushes an event to window.dataLayer only while analytics consent (C0002) is active; without
 * it the event is dropped, not queued, because no consent was given for it. Returns whether it was pushed.
 */
export function pushEvent(event: DataLayerEvent, win = currentWindow()): boolean {
  if (!win || !isGroupActive(win, ANALYTICS_GROUP)) return false;
  win.dataLayer ??= [];
  win.dataLayer.push(event);
  return true;
}

/**
 * The purchase event of a broadband order is built by the broadband package
 * (`checkout/purchase-event.ts`) and pushed with pushEvent, so consent applies to it too.
 */
export function pageView(path: string, title: string, win = currentWindow()): boolean {
  return pushEvent({ event: 'pageView', page: { path, title } }, win);
}

export interface AsyncHideTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const defaultTimers: AsyncHideTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

export interface AsyncHideOptions {
  timeoutMs?: number;
  timers?: AsyncHideTimers;
  now?: () => number;
}

const ASYNC_HIDE_CSS = `.${ASYNC_HIDE_CLASS}{opacity:0 !important}`;

function ensureAsyncHideStyle(doc: Document) {
  if (doc.querySelector('style[data-async-hide]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-async-hide', '');
  style.textContent = ASYNC_HIDE_CSS;
  (doc.head ?? doc.documentElement).append(style);
}

/**
 * Anti-flicker: hides the page (class async-hide on <html>) while the analytics tag prepares
 * it, and shows it again when the tag calls dataLayer.hide.end() or after at most 2000 ms,
 * whichever comes first. Only with analytics consent: without it no tag would ever call end().
 * Returns end(), safe to call more than once.
 */
export function startAsyncHide(
  win: AnalyticsWindow & { document: Document },
  {
    timeoutMs = ANALYTICS_HIDE_TIMEOUT_MS,
    timers = defaultTimers,
    now = Date.now,
  }: AsyncHideOptions = {},
): () => void {
  const root = win.document.documentElement;
  if (!isGroupActive(win, ANALYTICS_GROUP)) {
    // A class left by the inline snippet must not outlive withdrawn consent.
    root.classList.remove(ASYNC_HIDE_CLASS);
    return () => {};
  }
  ensureAsyncHideStyle(win.document);
  root.classList.add(ASYNC_HIDE_CLASS);
  const handle: AsyncHideHandle = { start: now(), timeout: timeoutMs, end: null };
  let timer: unknown = null;
  const end = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    root.classList.remove(ASYNC_HIDE_CLASS);
    handle.end = null;
  };
  handle.end = end;
  win.dataLayer ??= [];
  win.dataLayer.hide = handle;
  timer = timers.setTimeout(end, timeoutMs);
  return end;
}

/**
 * The same as startAsyncHide as an inline ES5 snippet for <head>, so the page is hidden before
 * its first paint rather than after the bundle loads. It reads the consent cookie itself (the
 * groups only: a stale choice costs at most the timeout, never analytics without consent).
 */
export function getAsyncHideScript(timeoutMs: number = ANALYTICS_HIDE_TIMEOUT_MS): string {
  const cfg = JSON.stringify({
    cookie: CONSENT_COOKIE,
    group: ANALYTICS_GROUP,
    className: ASYNC_HIDE_CLASS,
    css: ASYNC_HIDE_CSS,
    timeout: timeoutMs,
  });
  return `(function(cfg){
var groups = '';
var parts = document.cookie ? document.cookie.split(';') : [];
for (var i = 0; i < parts.length; i++) {
  var eq = parts[i].indexOf('=');
  if (eq > -1 && parts[i].slice(0, eq).replace(/^\\s+|\\s+$/g, '') === cfg.cookie) {
    var m = /(?:^|&)groups=([^&]*)/.exec(parts[i].slice(eq + 1).replace(/^\\s+|\\s+$/g, ''));
    try { groups = m ? decodeURIComponent(m[1].replace(/\\+/g, ' ')) : ''; } catch (e) { groups = ''; }
    break;
  }
}
if ((',' + groups + ',').indexOf(',' + cfg.group + ',') === -1) return;
var root = document.documentElement;
var style = document.createElement('style');
style.setAttribute('data-async-hide', '');
style.textContent = cfg.css;
(document.head || root).appendChild(style);
root.className += (root.className ? ' ' : '') + cfg.className;
var handle = { start: new Date().getTime(), timeout: cfg.timeout, end: null };
var timer = null;
handle.end = function () {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  root.className = (' ' + root.className + ' ').replace(' ' + cfg.className + ' ', ' ').replace(/^\\s+|\\s+$/g, '');
  handle.end = null;
};
(window.dataLayer = window.dataLayer || []).hide = handle;
timer = setTimeout(handle.end, cfg.timeout);
})(${cfg});`;
}
