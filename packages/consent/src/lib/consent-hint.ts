import { CONSENT_COOKIE } from './consent-groups';

/**
 * The attribute on <html> that tells the stylesheet whether the banner is wanted: 'decided'
 * hides it. The hint script sets it before the first paint; ConsentProvider sets it to the
 * store's status once the store has read the cookie properly (version, age, shape).
 */
export const CONSENT_HINT_ATTRIBUTE = 'data-consent';

/**
 * An inline script for <head>: when a consent cookie is present, mark <html> 'decided' before
 * the first paint, so a returning visitor never sees the prerendered banner flash. Only the
 * cookie's name is looked at; the store decides for real after hydration, and shows the banner
 * again if the stored choice turns out to be invalid or out of date.
 */
export function getConsentHintScript(): string {
  const name = JSON.stringify(`${CONSENT_COOKIE}=`);
  return `(function () {\ntry {\nif ((' ' + document.cookie).indexOf(' ' + ${name}) !== -1 || document.cookie.indexOf(${name}) === 0) document.documentElement.setAttribute(${JSON.stringify(CONSENT_HINT_ATTRIBUTE)}, 'decided');\n} catch (e) {}\n})();`;
}
