// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConsentCookie, parseConsentCookie } from './consent-cookie';
import { isGroupActive } from './analytics';
import { getConsentApi } from './consent-global';
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_HINT_STORED_EVENT,
  CONSENT_READY_EVENT,
} from './consent-groups';
import { ConsentStore, SERVER_CONSENT_SNAPSHOT } from './consent-store';

// A minute ago, so the cookie parser (which uses the real clock when not told) accepts it.
const now = new Date(Date.now() - 60_000);
const uninstalls: Array<() => void> = [];

function createStore() {
  return new ConsentStore({ window, now: () => now });
}

function install(store: ConsentStore) {
  const uninstall = store.install();
  uninstalls.push(uninstall);
  return uninstall;
}

/** Records consent-changed events fired on window. */
function recordChangeEvents() {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return {
    details,
    stop: () => window.removeEventListener(CONSENT_CHANGED_EVENT, listener),
  };
}

beforeEach(() => {
  document.cookie = clearConsentCookie();
});

afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
  vi.restoreAllMocks();
});

describe('ConsentStore before a choice', () => {
  it('is undecided with only the necessary group', () => {
    const store = createStore();
    expect(store.getSnapshot()).toMatchObject({
      status: 'undecided',
      groups: ['C0001'],
      activeGroups: ',C0001,',
      decidedAt: null,
    });
    expect(store.isActive('C0001')).toBe(true);
    expect(store.isActive('C0002')).toBe(false);
    expect(store.isActive('C0004')).toBe(false);
  });

  it('knows nothing when rendered without a browser', () => {
    expect(createStore().getServerSnapshot()).toBe(SERVER_CONSENT_SNAPSHOT);
    expect(SERVER_CONSENT_SNAPSHOT.status).toBe('unknown');
  });

  it('starts decided from a stored cookie', () => {
    createStore().save(['C0003']);
    const next = createStore();
    expect(next.getSnapshot()).toMatchObject({ status: 'decided', groups: ['C0001', 'C0003'] });
    expect(next.getSnapshot().decidedAt?.toISOString()).toBe(now.toISOString());
  });
});

describe('ConsentStore choices', () => {
  it('acceptAll stores every group, notifies and fires consent-changed with the groups', () => {
    const store = createStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const events = recordChangeEvents();
    const before = store.getSnapshot();

    store.acceptAll();

    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toMatchObject({
      status: 'decided',
      activeGroups: ',C0001,C0002,C0003,C0004,',
    });
    expect(listener).toHaveBeenCalledOnce();
    expect(events.details).toEqual([['C0001', 'C0002', 'C0003', 'C0004']]);
    expect(parseConsentCookie(document.cookie, now)?.groups).toEqual([
      'C0001',
      'C0002',
      'C0003',
      'C0004',
    ]);
    events.stop();
  });

  it('rejectAll decides without firing consent-changed, because no group changed', () => {
    const store = createStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const events = recordChangeEvents();

    store.rejectAll();

    expect(store.getSnapshot()).toMatchObject({ status: 'decided', groups: ['C0001'] });
    expect(listener).toHaveBeenCalledOnce();
    expect(events.details).toEqual([]);
    expect(parseConsentCookie(document.cookie, now)?.groups).toEqual(['C0001']);
    events.stop();
  });

  it('save turns the given groups on and every other optional group off', () => {
    const store = createStore();
    store.acceptAll();
    const events = recordChangeEvents();
    store.save(['C0002']);
    expect(store.getSnapshot().groups).toEqual(['C0001', 'C0002']);
    expect(events.details).toEqual([['C0001', 'C0002']]);
    events.stop();
  });

  it('keeps the same snapshot object until something changes', () => {
    const store = createStore();
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('reset forgets the choice and deletes the cookie', () => {
    const store = createStore();
    store.acceptAll();
    store.reset();
    expect(store.getSnapshot()).toMatchObject({ status: 'undecided', groups: ['C0001'] });
    expect(parseConsentCookie(document.cookie, now)).toBeNull();
  });

  it('refresh picks up a choice another tab stored', () => {
    const store = createStore();
    createStore().save(['C0004']);
    const events = recordChangeEvents();
    expect(store.isActive('C0004')).toBe(false);
    store.refresh();
    expect(store.isActive('C0004')).toBe(true);
    expect(events.details).toEqual([['C0001', 'C0004']]);
    const snapshot = store.getSnapshot();
    store.refresh();
    expect(store.getSnapshot()).toBe(snapshot);
    events.stop();
  });
});

describe('ConsentStore global API', () => {
  it('is absent until installed, then announces itself', () => {
    const store = createStore();
    expect(getConsentApi(window)).toBeUndefined();
    const ready = vi.fn();
    window.addEventListener(CONSENT_READY_EVENT, ready);
    install(store);
    window.removeEventListener(CONSENT_READY_EVENT, ready);
    expect(ready).toHaveBeenCalledOnce();
    expect((window as unknown as Record<string, unknown>)['LingonConsentReady']).toBe(true);
    expect(getConsentApi(window)).toBe(
      (window as unknown as Record<string, unknown>)['LingonConsent'],
    );
  });

  it('answers activeGroups and isActive live', () => {
    const store = createStore();
    install(store);
    const api = getConsentApi(window);
    expect(api?.activeGroups).toBe(',C0001,');
    expect(api?.isActive('C0004')).toBe(false);
    store.save(['C0004']);
    expect(api?.activeGroups).toBe(',C0001,C0004,');
    expect(api?.isActive('C0004')).toBe(true);
    expect(api?.isActive('c0004')).toBe(true);
    expect(api?.isActive('C0002')).toBe(false);
    expect(api?.version).toBe(1);
  });

  it('calls onConsentChanged callbacks until they unsubscribe', () => {
    const store = createStore();
    install(store);
    const callback = vi.fn();
    const unsubscribe = getConsentApi(window)?.onConsentChanged(callback);
    store.acceptAll();
    expect(callback).toHaveBeenLastCalledWith(['C0001', 'C0002', 'C0003', 'C0004']);
    unsubscribe?.();
    store.rejectAll();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('keeps calling other callbacks when one throws', () => {
    const store = createStore();
    install(store);
    // happy-dom has no reportError; the store then falls back to console.error.
    const reportError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error('partner script');
    getConsentApi(window)?.onConsentChanged(() => {
      throw broken;
    });
    const healthy = vi.fn();
    getConsentApi(window)?.onConsentChanged(healthy);
    store.acceptAll();
    expect(healthy).toHaveBeenCalledOnce();
    expect(reportError).toHaveBeenCalledWith(broken);
  });

  it('showSettings asks the settings dialog to open', () => {
    const store = createStore();
    install(store);
    const open = vi.fn();
    const off = store.onSettingsRequested(open);
    getConsentApi(window)?.showSettings();
    expect(open).toHaveBeenCalledOnce();
    off();
    getConsentApi(window)?.showSettings();
    expect(open).toHaveBeenCalledOnce();
  });

  it('is read-only for page scripts', () => {
    install(createStore());
    const api = getConsentApi(window) as unknown as Record<string, unknown>;
    expect(() => {
      api['isActive'] = () => true;
    }).toThrow(TypeError);
  });

  it('uninstall removes the globals, but not those of a newer store', () => {
    const first = createStore();
    const uninstallFirst = first.install();
    const second = createStore();
    const uninstallSecond = install(second);
    uninstallFirst();
    expect(getConsentApi(window)).toBeDefined();
    uninstallSecond();
    expect(getConsentApi(window)).toBeUndefined();
    expect('LingonConsentReady' in window).toBe(false);
  });

  it('re-reads the cookie when the tab gets focus again', () => {
    const store = createStore();
    install(store);
    createStore().save(['C0002']);
    window.dispatchEvent(new Event('focus'));
    expect(store.isActive('C0002')).toBe(true);
  });

  it('re-reads the cookie when the consent hint script has stored a choice', () => {
    const store = createStore();
    install(store);
    createStore().save(['C0003']);
    expect(store.isActive('C0003')).toBe(false);
    document.dispatchEvent(new Event(CONSENT_HINT_STORED_EVENT));
    expect(store.isActive('C0003')).toBe(true);
    expect(store.getSnapshot().status).toBe('decided');
  });
});

describe('isGroupActive', () => {
  it('reads the cookie while the consent tool is not ready', () => {
    expect(isGroupActive(window, 'C0001')).toBe(true);
    expect(isGroupActive(window, 'C0002')).toBe(false);
    createStore().save(['C0002']);
    expect(getConsentApi(window)).toBeUndefined();
    expect(isGroupActive(window, 'C0002')).toBe(true);
  });

  it('asks the global API once it is ready', () => {
    const store = createStore();
    install(store);
    store.save(['C0004']);
    // The API answers even if the cookie could not be written.
    document.cookie = clearConsentCookie();
    expect(isGroupActive(window, 'C0004')).toBe(true);
  });
});
