import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  finishCheckoutAtom,
  numberCheckedAtom,
  priceFor,
  selectProductAtom,
  updateCheckoutAtom,
  setCheckoutStepAtom,
  TOPUP_CHECKOUT_KEY,
  TOPUP_STORAGE_KEY,
  topUpCheckoutAtom,
  topUpInfoAtom,
  type SelectedProduct,
} from './state';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
  clear = () => this.data.clear();
  key = (index: number) => [...this.data.keys()][index] ?? null;
  get length() {
    return this.data.size;
  }
}

const surf: SelectedProduct = {
  id: 'SURF_5GB',
  name: '5 GB',
  categorySlug: 'surf',
  categoryTitle: 'Surfpaket',
  price: 99,
  studentPrice: 79,
  dataGb: 5,
  saldoKr: null,
  validityDays: 30,
};

beforeEach(() => {
  Object.assign(globalThis, {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  });
});

describe('top-up state', () => {
  it('prices for a student only when the server said student and a student price exists', () => {
    const info = { offeringId: 'O', msisdn: '46731234560', isStudent: true };
    expect(priceFor(surf, info)).toBe(79);
    expect(priceFor(surf, { ...info, isStudent: false })).toBe(99);
    expect(priceFor({ ...surf, studentPrice: null }, info)).toBe(99);
    expect(priceFor(surf, null)).toBe(99);
  });

  it('stores the number check under _hbp_topup and a chosen product as SPEC topup{…}', () => {
    const store = createStore();
    store.set(topUpInfoAtom, { offeringId: 'PPT-2026-11', msisdn: '46731234560', isStudent: true });
    store.set(selectProductAtom, surf);
    expect(JSON.parse(localStorage.getItem(TOPUP_STORAGE_KEY) ?? '')).toEqual({
      offeringId: 'PPT-2026-11',
      msisdn: '46731234560',
      isStudent: true,
    });
    const checkout = JSON.parse(sessionStorage.getItem(TOPUP_CHECKOUT_KEY) ?? '');
    expect(checkout.topup).toEqual({
      isProductSelected: true,
      hasDiscount: true,
      totalPrice: 79,
      totalPriceWithoutDiscount: 99,
      product: surf,
    });
    expect(checkout.orderKey).toMatch(/^topup-/);
  });

  it('records the SPEC §4 checkout step and ignores any other value', () => {
    const store = createStore();
    store.set(topUpInfoAtom, {
      offeringId: 'PPT-2026-11',
      msisdn: '46731234560',
      isStudent: false,
    });
    store.set(selectProductAtom, surf);
    expect(store.get(topUpCheckoutAtom)?.step).toBe('input');
    store.set(setCheckoutStepAtom, 'review');
    expect(store.get(topUpCheckoutAtom)?.step).toBe('review');
    store.set(setCheckoutStepAtom, 'payment');
    expect(store.get(topUpCheckoutAtom)?.step).toBe('review');
  });

  it('prices a checkout anew for another number checked before its top-up is created', () => {
    const store = createStore();
    const erik = { offeringId: 'PPT-2026-11', msisdn: '46731234560', isStudent: true };
    const olle = { offeringId: 'PPT-2026-11', msisdn: '46761234570', isStudent: false };
    store.set(numberCheckedAtom, erik);
    store.set(selectProductAtom, surf);
    store.set(updateCheckoutAtom, {
      reviewed: true,
      payment: { method: 'swish', swishPhoneNumber: '46731234560' },
    });
    const before = store.get(topUpCheckoutAtom);
    expect(before?.topup.totalPrice).toBe(79);

    store.set(numberCheckedAtom, olle);
    const after = store.get(topUpCheckoutAtom);
    expect(after).toMatchObject({
      topup: { hasDiscount: false, totalPrice: 99, totalPriceWithoutDiscount: 99, product: surf },
      msisdn: olle.msisdn,
      isStudent: false,
      // The terms were accepted and the payment chosen for the other price and number.
      reviewed: false,
      payment: null,
      topUpId: null,
    });
    expect(after?.orderKey).not.toBe(before?.orderKey);

    // The same number checked again changes nothing.
    store.set(numberCheckedAtom, olle);
    expect(store.get(topUpCheckoutAtom)).toEqual(after);
  });

  it('ends a checkout whose top-up exists for another number, or when the check fails', () => {
    const store = createStore();
    const erik = { offeringId: 'PPT-2026-11', msisdn: '46731234560', isStudent: true };
    store.set(numberCheckedAtom, erik);
    store.set(selectProductAtom, surf);
    store.set(updateCheckoutAtom, { topUpId: 'topup-1' });
    store.set(numberCheckedAtom, { ...erik, msisdn: '46761234570', isStudent: false });
    expect(store.get(topUpCheckoutAtom)).toBeNull();

    store.set(selectProductAtom, surf);
    expect(store.get(topUpCheckoutAtom)).not.toBeNull();
    store.set(numberCheckedAtom, null);
    expect(store.get(topUpInfoAtom)).toBeNull();
    expect(store.get(topUpCheckoutAtom)).toBeNull();
  });

  it("ends the checkout after its top-up's receipt, not after another top-up's", () => {
    const store = createStore();
    store.set(numberCheckedAtom, {
      offeringId: 'PPT-2026-11',
      msisdn: '46761234570',
      isStudent: false,
    });
    store.set(selectProductAtom, surf);
    store.set(finishCheckoutAtom, { topUpId: 'topup-paid-before' });
    expect(store.get(topUpCheckoutAtom)).not.toBeNull();
    store.set(updateCheckoutAtom, { topUpId: 'topup-1' });
    store.set(finishCheckoutAtom, { topUpId: 'topup-paid-before' });
    expect(store.get(topUpCheckoutAtom)?.topUpId).toBe('topup-1');
    store.set(finishCheckoutAtom, { topUpId: 'topup-1' });
    expect(store.get(topUpCheckoutAtom)).toBeNull();
    expect(store.get(topUpInfoAtom)?.msisdn).toBe('46761234570');
  });

  it('starts over on corrupt storage instead of breaking', () => {
    localStorage.setItem(TOPUP_STORAGE_KEY, '{"msisdn":"not a number"}');
    sessionStorage.setItem(TOPUP_CHECKOUT_KEY, '{broken');
    const store = createStore();
    // The atoms read storage when a component subscribes (and on every change in another tab).
    const unsubscribe = [
      store.sub(topUpInfoAtom, () => {}),
      store.sub(topUpCheckoutAtom, () => {}),
    ];
    expect(store.get(topUpInfoAtom)).toBeNull();
    expect(store.get(topUpCheckoutAtom)).toBeNull();
    expect(localStorage.getItem(TOPUP_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOPUP_CHECKOUT_KEY)).toBeNull();
    unsubscribe.forEach((stop) => stop());
  });
});
