import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyCustomer,
  mobileCustomerOfferAtom,
  postpaidCampaignMobileAtom,
  tvDiscountVerificationAtom,
} from '../lib/order-state';
import {
  bankidOrderRefAtom,
  campaignsPersonalisationRef,
  checkoutVerifiedAtom,
  contactToKeep,
  PLACED_ORDER_KEY,
  withKeptContact,
} from './checkout-state';
import { MemoryStorage } from '../testing/memory-storage';

/** The module as a fresh page load reads it (the atom reads the storage when it is made). */
async function loadPage() {
  vi.resetModules();
  const { placedOrderAtom } = await import('./checkout-state');
  return { store: createStore(), placedOrderAtom };
}

const placed = {
  orderId: 'BB-EE31B58F0249',
  product: { id: 'BB-250-250', name: 'Bredband 250/250 Mbit/s', price: 350, shortTerm: false },
  mediaPlayers: [],
  purchaseReported: true,
};

describe('placedOrderAtom', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      value: new MemoryStorage(),
      configurable: true,
    });
  });

  it('is empty when no order was placed in the session', async () => {
    const page = await loadPage();
    expect(page.store.get(page.placedOrderAtom)).toBeNull();
  });

  it('keeps the placed order for the session, so a reload of the thank-you page has it', async () => {
    const checkout = await loadPage();
    checkout.store.set(checkout.placedOrderAtom, placed);
    expect(JSON.parse(sessionStorage.getItem(PLACED_ORDER_KEY) ?? 'null')).toEqual(placed);
    const reloaded = await loadPage();
    expect(reloaded.store.get(reloaded.placedOrderAtom)).toEqual(placed);
  });

  it('reads an order stored without its kind and media players as long-term without any', async () => {
    const { mediaPlayers: _none, ...older } = placed;
    sessionStorage.setItem(
      PLACED_ORDER_KEY,
      JSON.stringify({ ...older, product: { id: 'BB-250-250', name: 'Bredband', price: 350 } }),
    );
    const page = await loadPage();
    expect(page.store.get(page.placedOrderAtom)).toMatchObject({
      product: { shortTerm: false },
      mediaPlayers: [],
    });
  });

  it('reads a stored value it does not recognise as no order', async () => {
    sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify({ orderId: '' }));
    const page = await loadPage();
    expect(page.store.get(page.placedOrderAtom)).toBeNull();
  });
});

describe('the mobile-customer discount follows the person who signs the order', () => {
  const anna = { orderRef: 'tv-ref', personalNumber: '198503121231' };

  function identifiedOnTheTvPage() {
    const store = createStore();
    store.set(tvDiscountVerificationAtom, anna);
    store.set(mobileCustomerOfferAtom, { monthlyDiscount: 20, productIds: ['BB-TV-BAS'] });
    store.set(postpaidCampaignMobileAtom, '46701234567');
    return store;
  }

  it('keeps the TV page’s identification when the same person signs', () => {
    const store = identifiedOnTheTvPage();
    store.set(checkoutVerifiedAtom, { orderRef: 'order-ref', personalNumber: anna.personalNumber });
    expect(store.get(bankidOrderRefAtom)).toBe('order-ref');
    expect(store.get(tvDiscountVerificationAtom)).toEqual(anna);
    expect(store.get(mobileCustomerOfferAtom)).toEqual({
      monthlyDiscount: 20,
      productIds: ['BB-TV-BAS'],
    });
    expect(store.get(postpaidCampaignMobileAtom)).toBe('46701234567');
  });

  it('drops it, with its discount and number, when someone else signs', () => {
    const store = identifiedOnTheTvPage();
    store.set(checkoutVerifiedAtom, { orderRef: 'order-ref', personalNumber: '197206142387' });
    expect(store.get(bankidOrderRefAtom)).toBe('order-ref');
    expect(store.get(tvDiscountVerificationAtom)).toBeNull();
    expect(store.get(mobileCustomerOfferAtom)).toBeNull();
    expect(store.get(postpaidCampaignMobileAtom)).toBeNull();
  });

  it('asks the campaigns for the signer once there is one, before that for the TV page', () => {
    expect(campaignsPersonalisationRef(null, null)).toBeNull();
    expect(campaignsPersonalisationRef(null, anna)).toBe('tv-ref');
    expect(campaignsPersonalisationRef('order-ref', anna)).toBe('order-ref');
    expect(campaignsPersonalisationRef('order-ref', null)).toBe('order-ref');
  });
});

describe('contact details kept for the session', () => {
  const kept = { email: 'anna@example.se', mobile: '070-123 45 67' };

  it('keeps what was typed, and nothing when nothing was', () => {
    expect(contactToKeep(kept)).toEqual(kept);
    expect(contactToKeep({ email: 'anna@example.se', mobile: '' })).toEqual({
      email: 'anna@example.se',
      mobile: '',
    });
    expect(contactToKeep({ email: '', mobile: '' })).toBeNull();
  });

  it('gives a reloaded checkout the kept details, but never over details typed in this page', () => {
    expect(withKeptContact(emptyCustomer, kept)).toMatchObject(kept);
    expect(withKeptContact(emptyCustomer, null)).toBe(emptyCustomer);
    const typed = { ...emptyCustomer, email: 'karin@example.se' };
    expect(withKeptContact(typed, kept)).toBe(typed);
  });

  it('reads the kept details as a fresh page load does, under checkoutContact', async () => {
    const session = new MemoryStorage();
    vi.stubGlobal('sessionStorage', session);
    session.setItem('checkoutContact', JSON.stringify(kept));
    vi.resetModules();
    const { checkoutContactAtom } = await import('./checkout-state');
    expect(createStore().get(checkoutContactAtom)).toEqual(kept);
    vi.unstubAllGlobals();
  });
});
