import {
  CONSENT_BANNER_READY_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_HINT_STORED_EVENT,
  CONSENT_GROUPS,
  CONSENT_LIFETIME_MONTHS,
  CONSENT_VERSION,
  NECESSARY_GROUP,
} from './consent-groups';

export { CONSENT_CHOICE_ATTRIBUTE };

/**
 * The attribute on <html> that tells the stylesheet whether the banner is wanted: 'decided'
 * hides it. The hint script sets it before the first paint; ConsentProvider sets it to the
 * store's status once the store has read the cookie properly (version, age, shape).
 */
export const CONSENT_HINT_ATTRIBUTE = 'data-consent';

/**
 * An inline script for <head>. When a consent cookie is present, it marks <html> 'decided' before
 * the first paint, so a returning visitor never sees the prerendered banner flash. Only the
 * cookie's name is looked at; the store decides for real after hydration, and shows the banner
 * again if the stored choice turns out to be invalid or out of date.
 *
 * The banner is painted with the page, before its buttons work: a press on "Godkänn alla" or
 * "Endast nödvändiga" then was lost, and the banner stayed. Until the banner has hydrated (it
 * marks itself with CONSENT_BANNER_READY_ATTRIBUTE), the script answers such a press: it stores
 * the choice as the store would (consent-cookie.ts: groups, version, time; Path=/, the lifetime,
 * SameSite=Lax, Secure on https), hides the banner and fires CONSENT_HINT_STORED_EVENT. The store
 * reads that cookie when it starts, as any stored choice, or at the event when already running.
 */
export function getConsentHintScript(): string {
  const name = JSON.stringify(`${CONSENT_COOKIE}=`);
  const attribute = JSON.stringify(CONSENT_HINT_ATTRIBUTE);
  const choice = JSON.stringify(`[${CONSENT_CHOICE_ATTRIBUTE}]`);
  const ready = JSON.stringify(`[${CONSENT_BANNER_READY_ATTRIBUTE}]`);
  const groups = JSON.stringify({ all: CONSENT_GROUPS.join(','), necessary: NECESSARY_GROUP });
  return `(function () {
var html = document.documentElement;
try {
if ((' ' + document.cookie).indexOf(' ' + ${name}) !== -1 || document.cookie.indexOf(${name}) === 0) html.setAttribute(${attribute}, 'decided');
} catch (e) {}
document.addEventListener('click', function (event) {
if (html.getAttribute(${attribute}) === 'decided') return;
var button = event.target && event.target.closest ? event.target.closest(${choice}) : null;
if (!button || button.closest(${ready})) return;
var groups = button && ${groups}[button.getAttribute(${JSON.stringify(CONSENT_CHOICE_ATTRIBUTE)})];
if (!groups) return;
var now = new Date();
var expiry = new Date(now.getTime());
expiry.setUTCMonth(expiry.getUTCMonth() + ${CONSENT_LIFETIME_MONTHS});
var value = new URLSearchParams({ groups: groups, version: '${CONSENT_VERSION}', ts: now.toISOString() }).toString();
try {
document.cookie = ${name} + value + '; Path=/; Max-Age=' + Math.round((expiry.getTime() - now.getTime()) / 1000) + '; Expires=' + expiry.toUTCString() + '; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
} catch (e) { return; }
html.setAttribute(${attribute}, 'decided');
try { document.dispatchEvent(new Event(${JSON.stringify(CONSENT_HINT_STORED_EVENT)})); } catch (e) {}
}, true);
})();`;
}
