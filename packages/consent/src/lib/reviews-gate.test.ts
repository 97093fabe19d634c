// @vitest-environment happy-dom
// The widget script is never fetched here: happy-dom treats the disabled load as a success.
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConsentCookie } from './consent-cookie';
import type { ConsentApi } from './consent-global';
import { ConsentStore } from './consent-store';
import {
  decideReviewsScript,
  REVIEWS_INJECTED_ATTRIBUTE,
  REVIEWS_MOUNT_ATTRIBUTE,
  ReviewsGateController,
  type ReviewsGateState,
} from './reviews-gate';

const SCRIPT_URL = '/widgets/reviews.js';
const globals = window as unknown as Record<string, unknown>;
const cleanups: Array<() => void> = [];

function scripts() {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-reviews-widget]')];
}

function startGate() {
  const states: ReviewsGateState[] = [];
  const gate = new ReviewsGateController({
    window,
    document,
    scriptUrl: SCRIPT_URL,
    onStateChange: (state) => states.push(state),
  });
  gate.start();
  cleanups.push(() => gate.stop());
  return { gate, states };
}

/** The consent tool as installed by the site. */
function installStore() {
  const store = new ConsentStore({ window });
  cleanups.push(store.install());
  return store;
}

/** A consent tool that appears without firing its ready event, to observe the polling alone. */
function installSilentApi(marketing: boolean) {
  const api: ConsentApi = {
    activeGroups: marketing ? ',C0001,C0004,' : ',C0001,',
    version: 1,
    isActive: (group) => group === 'C0001' || (marketing && group === 'C0004'),
    onConsentChanged: () => () => {},
    showSettings: () => {},
  };
  globals['LingonConsent'] = api;
  globals['LingonConsentReady'] = true;
  cleanups.push(() => {
    delete globals['LingonConsent'];
    delete globals['LingonConsentReady'];
  });
}

/** What the widget script would render when it runs. */
function renderWidget() {
  const mount = document.querySelector(`[${REVIEWS_MOUNT_ATTRIBUTE}]`);
  const list = document.createElement('ul');
  list.textContent = '4,6 av 5';
  mount?.append(list);
  const popup = document.createElement('div');
  popup.setAttribute(REVIEWS_INJECTED_ATTRIBUTE, '');
  document.body.append(popup);
}

beforeEach(() => {
  vi.useFakeTimers();
  document.cookie = clearConsentCookie();
  document.body.innerHTML = `<section><div ${REVIEWS_MOUNT_ATTRIBUTE}></div></section>`;
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  for (const script of scripts()) script.remove();
  vi.useRealTimers();
});

describe('decideReviewsScript', () => {
  it('waits and polls while the consent tool is not available', () => {
    expect(
      decideReviewsScript({ consentReady: false, marketingActive: false, scriptPresent: false }),
    ).toEqual({ script: 'keep', poll: true });
    // Nothing is known yet, so a script that is somehow there goes.
    expect(
      decideReviewsScript({ consentReady: false, marketingActive: true, scriptPresent: true }),
    ).toEqual({ script: 'remove', poll: true });
  });

  it('adds the script with marketing consent, once', () => {
    expect(
      decideReviewsScript({ consentReady: true, marketingActive: true, scriptPresent: false }),
    ).toEqual({ script: 'add', poll: false });
    expect(
      decideReviewsScript({ consentReady: true, marketingActive: true, scriptPresent: true }),
    ).toEqual({ script: 'keep', poll: false });
  });

  it('removes the script without marketing consent', () => {
    expect(
      decideReviewsScript({ consentReady: true, marketingActive: false, scriptPresent: true }),
    ).toEqual({ script: 'remove', poll: false });
    expect(
      decideReviewsScript({ consentReady: true, marketingActive: false, scriptPresent: false }),
    ).toEqual({ script: 'keep', poll: false });
  });
});

describe('ReviewsGateController', () => {
  it('polls every 100 ms while the consent tool is not ready', () => {
    const { gate } = startGate();
    expect(gate.state).toBe('waiting');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(1);
    expect(scripts()).toHaveLength(0);

    installSilentApi(true);
    vi.advanceTimersByTime(99);
    expect(scripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(1);
    expect(gate.state).toBe('loaded');
    // Ready: no more polling.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reacts at once to the ready event', () => {
    startGate();
    const store = new ConsentStore({ window });
    store.save(['C0004']);
    cleanups.push(store.install());
    expect(scripts()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds the script once when ready with C0004', () => {
    const store = installStore();
    store.acceptAll();
    const { gate, states } = startGate();
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script?.getAttribute('src')).toBe(SCRIPT_URL);
    expect(script?.async).toBe(true);
    expect(script?.parentElement).toBe(document.head);
    expect(states).toEqual(['loaded']);

    // Further checks and unrelated changes keep the one script.
    store.save(['C0002', 'C0004']);
    gate.check();
    vi.advanceTimersByTime(1000);
    expect(scripts()).toEqual([script]);
  });

  it('does not add the script without C0004', () => {
    const store = installStore();
    store.save(['C0002', 'C0003']);
    const { gate } = startGate();
    expect(scripts()).toHaveLength(0);
    expect(gate.state).toBe('blocked');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes the script and the widget DOM when consent is withdrawn, and adds it again when re-given', () => {
    const store = installStore();
    store.acceptAll();
    const { gate, states } = startGate();
    const first = scripts()[0];
    renderWidget();
    expect(document.querySelector(`[${REVIEWS_MOUNT_ATTRIBUTE}]`)?.childElementCount).toBe(1);

    store.rejectAll();
    expect(scripts()).toHaveLength(0);
    expect(document.querySelector(`[${REVIEWS_MOUNT_ATTRIBUTE}]`)?.childElementCount).toBe(0);
    expect(document.querySelector(`[${REVIEWS_MOUNT_ATTRIBUTE}]`)).not.toBeNull();
    expect(document.querySelector(`[${REVIEWS_INJECTED_ATTRIBUTE}]`)).toBeNull();
    expect(gate.state).toBe('blocked');

    store.save(['C0004']);
    expect(scripts()).toHaveLength(1);
    // A new element, so the browser runs the script again.
    expect(scripts()[0]).not.toBe(first);
    expect(states).toEqual(['loaded', 'blocked', 'loaded']);
  });

  it('removes the script and polls again when the consent tool goes away', () => {
    installSilentApi(true);
    const { gate } = startGate();
    expect(scripts()).toHaveLength(1);
    delete globals['LingonConsent'];
    delete globals['LingonConsentReady'];
    gate.check();
    expect(scripts()).toHaveLength(0);
    expect(gate.state).toBe('waiting');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stop removes the script and the widget and ends polling and listening', () => {
    const store = installStore();
    store.acceptAll();
    const { gate, states } = startGate();
    renderWidget();
    gate.stop();
    expect(scripts()).toHaveLength(0);
    expect(document.querySelector(`[${REVIEWS_MOUNT_ATTRIBUTE}]`)?.childElementCount).toBe(0);
    expect(states).toEqual(['loaded', 'waiting']);
    store.rejectAll();
    store.acceptAll();
    expect(scripts()).toHaveLength(0);
  });

  it('stop while waiting cancels the poll', () => {
    const { gate } = startGate();
    expect(vi.getTimerCount()).toBe(1);
    gate.stop();
    expect(vi.getTimerCount()).toBe(0);
    installSilentApi(true);
    vi.advanceTimersByTime(500);
    expect(scripts()).toHaveLength(0);
  });

  it('uses the injected timers', () => {
    const setTimeout = vi.fn(() => 7);
    const clearTimeout = vi.fn();
    const gate = new ReviewsGateController({
      window,
      document,
      scriptUrl: SCRIPT_URL,
      timers: { setTimeout, clearTimeout },
    });
    gate.start();
    expect(setTimeout).toHaveBeenCalledWith(gate.check, 100);
    gate.stop();
    expect(clearTimeout).toHaveBeenCalledWith(7);
  });
});
