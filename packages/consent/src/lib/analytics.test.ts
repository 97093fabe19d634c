// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_HIDE_TIMEOUT_MS,
  getAsyncHideScript,
  pageView,
  pushEvent,
  startAsyncHide,
  type AnalyticsWindow,
} from './analytics';
import { clearConsentCookie } from './consent-cookie';
import { ConsentStore } from './consent-store';

const page = window as unknown as AnalyticsWindow & Window;
const cleanups: Array<() => void> = [];

function consent(groups: string[]) {
  new ConsentStore({ window }).save(groups);
}

beforeEach(() => {
  document.cookie = clearConsentCookie();
  delete page.dataLayer;
  document.documentElement.className = '';
  for (const style of document.querySelectorAll('style[data-async-hide]')) style.remove();
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

describe('pushEvent', () => {
  it('drops events without analytics consent and leaves no data layer behind', () => {
    expect(pushEvent({ event: 'custom' }, page)).toBe(false);
    consent(['C0003', 'C0004']);
    expect(pushEvent({ event: 'custom' }, page)).toBe(false);
    expect(page.dataLayer).toBeUndefined();
  });

  it('pushes with analytics consent, keeping what the data layer already holds', () => {
    page.dataLayer = [{ 'gtm.start': 1 }];
    consent(['C0002']);
    expect(pushEvent({ event: 'custom', value: 1 }, page)).toBe(true);
    expect(page.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'custom', value: 1 }]);
  });

  it('follows the consent tool once it is installed, including a withdrawal', () => {
    const store = new ConsentStore({ window });
    cleanups.push(store.install());
    store.save(['C0002']);
    expect(pushEvent({ event: 'first' }, page)).toBe(true);
    store.rejectAll();
    expect(pushEvent({ event: 'second' }, page)).toBe(false);
    expect(page.dataLayer).toEqual([{ event: 'first' }]);
  });

  it('does nothing without a window', () => {
    expect(pushEvent({ event: 'custom' }, undefined)).toBe(false);
  });
});

describe('pageView', () => {
  it('pushes its event with consent', () => {
    consent(['C0002']);
    expect(pageView('/bredband/valj-produkt', 'Välj produkt', page)).toBe(true);
    expect(page.dataLayer).toEqual([
      { event: 'pageView', page: { path: '/bredband/valj-produkt', title: 'Välj produkt' } },
    ]);
  });

  it('pushes nothing without consent', () => {
    expect(pageView('/', 'Start', page)).toBe(false);
    expect(page.dataLayer).toBeUndefined();
  });
});

describe('startAsyncHide', () => {
  it('shows the page again after at most 2000 ms', () => {
    vi.useFakeTimers();
    consent(['C0002']);
    startAsyncHide(page);
    const root = document.documentElement;
    expect(root.classList.contains('async-hide')).toBe(true);
    expect(getComputedStyle(root).opacity).toBe('0');
    vi.advanceTimersByTime(ANALYTICS_HIDE_TIMEOUT_MS - 1);
    expect(root.classList.contains('async-hide')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.classList.contains('async-hide')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the page as soon as the tag calls dataLayer.hide.end()', () => {
    vi.useFakeTimers();
    consent(['C0002']);
    startAsyncHide(page, { now: () => 1234 });
    expect(page.dataLayer?.hide).toMatchObject({ start: 1234, timeout: 2000 });
    page.dataLayer?.hide?.end?.();
    expect(document.documentElement.classList.contains('async-hide')).toBe(false);
    expect(page.dataLayer?.hide?.end).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('returns an end function that is safe to call twice and keeps other classes', () => {
    vi.useFakeTimers();
    consent(['C0002']);
    document.documentElement.className = 'js';
    const end = startAsyncHide(page, { timeoutMs: 500 });
    end();
    end();
    expect(document.documentElement.className).toBe('js');
  });

  it('never hides without analytics consent, and clears a class left behind', () => {
    vi.useFakeTimers();
    document.documentElement.classList.add('async-hide');
    startAsyncHide(page);
    expect(document.documentElement.classList.contains('async-hide')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(page.dataLayer).toBeUndefined();
  });
});

describe('getAsyncHideScript', () => {
  function runSnippet() {
    // Runs the inline snippet as the browser would, with the page's globals.
    new Function(getAsyncHideScript())();
  }

  it('hides until the timeout with analytics consent', () => {
    vi.useFakeTimers();
    consent(['C0001', 'C0002']);
    document.documentElement.className = 'js';
    runSnippet();
    const root = document.documentElement;
    expect(root.className).toBe('js async-hide');
    expect(getComputedStyle(root).opacity).toBe('0');
    expect(page.dataLayer?.hide?.timeout).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(root.classList.contains('async-hide')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.className).toBe('js');
  });

  it('lets the tag end the hiding early', () => {
    vi.useFakeTimers();
    consent(['C0002']);
    runSnippet();
    page.dataLayer?.hide?.end?.();
    expect(document.documentElement.classList.contains('async-hide')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing without analytics consent', () => {
    consent(['C0003', 'C0004']);
    runSnippet();
    expect(document.documentElement.classList.contains('async-hide')).toBe(false);
    expect(page.dataLayer).toBeUndefined();
  });
});
