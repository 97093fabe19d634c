import { ADDRESS_CHECK_ELEMENT } from '@lingon/contracts/brand';
import { PARTNER_ID_PATTERN } from '@lingon/contracts/broadband/partner-id';
import { configureClient } from '@lingon/contracts/client';
import { createRoot, type Root } from 'react-dom/client';
import { AddressCheckApp } from './address-check-app';
import embedCss from './embed.css?inline';
import { themeAttribute } from './lib/theme';
import { shadowRootCss } from './shadow-css';

/** Where this script was served from: Lingon's site, its services and its pages. */
const SITE_ORIGIN = new URL('/', import.meta.url).href;

// Every call goes to Lingon's services, wherever the page is (only the public calls answer).
configureClient({ baseUrl: new URL('/services/', SITE_ORIGIN).href });

let sheet: CSSStyleSheet | null = null;

/**
 * One stylesheet for every element on the page, adopted (not a <style> element), so a partner's
 * Content-Security-Policy without 'unsafe-inline' styles does not block it.
 */
function stylesheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(shadowRootCss(embedCss));
  }
  return sheet;
}

/**
 * `<lingon-address-check theme="light|dark|auto" partner="…" address="…">`: Lingon's address
 * check in an open Shadow DOM, so the page's CSS and Lingon's never meet. When an address has been
 * checked it sends `lingon-address-checked` (bubbles, composed) with `{ covered, address,
 * products }`.
 */
export class LingonAddressCheck extends HTMLElement {
  static readonly observedAttributes = ['theme', 'partner', 'address'];

  #root: Root | null = null;
  #mount: HTMLElement | null = null;
  #portals: HTMLElement | null = null;

  connectedCallback(): void {
    if (!this.#mount) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = [stylesheet()];
      this.#mount = document.createElement('div');
      this.#portals = document.createElement('div');
      this.#portals.dataset['slot'] = 'embed-portals';
      shadow.replaceChildren(this.#mount, this.#portals);
    }
    this.#root ??= createRoot(this.#mount);
    this.#render();
  }

  disconnectedCallback(): void {
    // Moving the element in the page disconnects and reconnects it at once: keep it then.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#root?.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    if (this.#root) this.#render();
  }

  /**
   * The `partner` attribute, when it is a partner id (PARTNER_ID_PATTERN). Lingon's site would
   * not record one that is not, so it is not sent, and the page's developer is told why.
   */
  #partnerId(): string | null {
    const value = this.getAttribute('partner')?.trim() || null;
    if (value === null || PARTNER_ID_PATTERN.test(value)) return value;
    if (value !== this.#warnedPartner) {
      this.#warnedPartner = value;
      console.warn(
        `<lingon-address-check partner="${value}">: ett partner-id är 1–40 tecken av A–Z, a–z, ` +
          'siffror och bindestreck och börjar med en bokstav eller siffra. Det här skickas inte ' +
          'med beställningar.',
      );
    }
    return null;
  }

  #warnedPartner: string | null = null;

  #render(): void {
    this.#root?.render(
      <AddressCheckApp
        host={this}
        theme={themeAttribute(this.getAttribute('theme'))}
        partnerId={this.#partnerId()}
        address={this.getAttribute('address') ?? ''}
        siteOrigin={SITE_ORIGIN}
        portalContainer={this.#portals}
      />,
    );
  }
}

if (!customElements.get(ADDRESS_CHECK_ELEMENT)) {
  customElements.define(ADDRESS_CHECK_ELEMENT, LingonAddressCheck);
}

declare global {
  interface HTMLElementTagNameMap {
    [ADDRESS_CHECK_ELEMENT]: LingonAddressCheck;
  }
}
