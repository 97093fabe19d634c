// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_BANNER_READY_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_HINT_STORED_EVENT,
} from './consent-groups';
import { parseConsentCookie } from './consent-cookie';
import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_HINT_ATTRIBUTE,
  getConsentHintScript,
} from './consent-hint';

function runHint() {
  // The script runs as an inline <script> in <head>; here it runs the same way, as text.
  new Function(getConsentHintScript())();
  return document.documentElement.getAttribute(CONSENT_HINT_ATTRIBUTE);
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('the consent hint script', () => {
  afterEach(() => {
    clearCookies();
    document.documentElement.removeAttribute(CONSENT_HINT_ATTRIBUTE);
  });

  it('marks a visitor with a stored choice as decided', () => {
    document.cookie = `${CONSENT_COOKIE}=groups%3DC0001&version%3D1; path=/`;
    expect(runHint()).toBe('decided');
  });

  it('finds the cookie among others', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = `${CONSENT_COOKIE}=x; path=/`;
    expect(runHint()).toBe('decided');
  });

  it('leaves a first-time visitor alone, also beside a cookie whose name only ends the same', () => {
    document.cookie = `x${CONSENT_COOKIE}=1; path=/`;
    expect(runHint()).toBeNull();
  });

  it('stores a choice pressed in the banner before the page has started, as the store would', () => {
    expect(runHint()).toBeNull();
    const reject = document.createElement('button');
    reject.setAttribute(CONSENT_CHOICE_ATTRIBUTE, 'necessary');
    reject.innerHTML = '<span>Endast nödvändiga</span>';
    document.body.append(reject);
    (reject.firstElementChild as HTMLElement).click();
    expect(document.documentElement.getAttribute(CONSENT_HINT_ATTRIBUTE)).toBe('decided');
    expect(parseConsentCookie(document.cookie)?.groups).toEqual(['C0001']);
    reject.remove();
  });

  it('tells a running store it has stored a choice', () => {
    runHint();
    let told = 0;
    const listener = () => (told += 1);
    document.addEventListener(CONSENT_HINT_STORED_EVENT, listener);
    const accept = document.createElement('button');
    accept.setAttribute(CONSENT_CHOICE_ATTRIBUTE, 'all');
    document.body.append(accept);
    accept.click();
    document.removeEventListener(CONSENT_HINT_STORED_EVENT, listener);
    expect(told).toBe(1);
    accept.remove();
  });

  it('answers while the store has marked the page but the banner has not hydrated', () => {
    runHint();
    document.documentElement.setAttribute(CONSENT_HINT_ATTRIBUTE, 'unknown');
    const accept = document.createElement('button');
    accept.setAttribute(CONSENT_CHOICE_ATTRIBUTE, 'all');
    document.body.append(accept);
    accept.click();
    expect(parseConsentCookie(document.cookie)?.groups.length).toBeGreaterThan(1);
    expect(document.documentElement.getAttribute(CONSENT_HINT_ATTRIBUTE)).toBe('decided');
    accept.remove();
  });

  it('leaves the press to the banner once it has hydrated', () => {
    runHint();
    const banner = document.createElement('section');
    banner.setAttribute(CONSENT_BANNER_READY_ATTRIBUTE, '');
    const accept = document.createElement('button');
    accept.setAttribute(CONSENT_CHOICE_ATTRIBUTE, 'all');
    banner.append(accept);
    document.body.append(banner);
    accept.click();
    expect(parseConsentCookie(document.cookie)).toBeNull();
    expect(document.documentElement.getAttribute(CONSENT_HINT_ATTRIBUTE)).toBeNull();
    banner.remove();
  });
});
