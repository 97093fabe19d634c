import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  familyCheckoutAtom,
  familyOrderPlacedAtom,
  setFamilyCheckoutStepAtom,
  startFamilyCheckoutAtom,
  updateFamilyCheckoutAtom,
} from './family-checkout-state';
import { FAMILY_CHECKOUT_KEY } from './storage-keys';

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

beforeEach(() => {
  Object.assign(globalThis, {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  });
});

describe('family checkout state', () => {
  it('starts on a 12-month binding, records only the five SPEC §4 steps, and persists per session', () => {
    const store = createStore();
    store.set(startFamilyCheckoutAtom, { planCode: 'FAM-10GB' });
    expect(store.get(familyCheckoutAtom)).toMatchObject({
      step: 'input',
      plan: { PlanCode: 'FAM-10GB', BindingPeriod: 12 },
      orderId: null,
    });
    store.set(setFamilyCheckoutStepAtom, 'review');
    store.set(setFamilyCheckoutStepAtom, 'payment');
    expect(store.get(familyCheckoutAtom)?.step).toBe('review');
    expect(JSON.parse(sessionStorage.getItem(FAMILY_CHECKOUT_KEY) ?? '{}').step).toBe('review');
  });

  it('keeps the order key while typing, freezes the checkout once placed, and starts over after', () => {
    const store = createStore();
    store.set(startFamilyCheckoutAtom, { planCode: 'FAM-5GB' });
    const key = store.get(familyCheckoutAtom)?.orderKey;
    store.set(updateFamilyCheckoutAtom, (c) => ({
      ...c,
      customer: { ...c.customer, email: 'a@b.se' },
    }));
    expect(store.get(familyCheckoutAtom)?.orderKey).toBe(key);
    store.set(familyOrderPlacedAtom, 'LO-FAM-1');
    store.set(updateFamilyCheckoutAtom, (c) => ({
      ...c,
      customer: { ...c.customer, email: 'x@y.se' },
    }));
    expect(store.get(familyCheckoutAtom)).toMatchObject({
      orderId: 'LO-FAM-1',
      step: 'thank-you',
      customer: { email: 'a@b.se' },
    });
    store.set(startFamilyCheckoutAtom, { planCode: 'FAM-30GB' });
    expect(store.get(familyCheckoutAtom)?.orderKey).not.toBe(key);
    expect(store.get(familyCheckoutAtom)?.orderId).toBeNull();
  });

  it('joins the subscription the customer came from, also in a checkout already started', () => {
    const store = createStore();
    store.set(startFamilyCheckoutAtom, { planCode: 'FAM-5GB', mainMsisdn: '46701234568' });
    expect(store.get(familyCheckoutAtom)?.planOptions.MainMsisdn).toBe('46701234568');
    store.set(updateFamilyCheckoutAtom, (c) => ({
      ...c,
      customer: { ...c.customer, email: 'a@b.se' },
    }));
    store.set(startFamilyCheckoutAtom, { planCode: 'FAM-10GB', mainMsisdn: '46701234569' });
    expect(store.get(familyCheckoutAtom)).toMatchObject({
      plan: { PlanCode: 'FAM-10GB' },
      planOptions: { MainMsisdn: '46701234569' },
      customer: { email: 'a@b.se' },
    });
    store.set(startFamilyCheckoutAtom, { planCode: 'FAM-30GB' });
    expect(store.get(familyCheckoutAtom)?.planOptions.MainMsisdn).toBe('46701234569');
  });

  it('reads corrupt storage as no checkout', () => {
    sessionStorage.setItem(FAMILY_CHECKOUT_KEY, JSON.stringify({ step: 'input', plan: 'x' }));
    expect(createStore().get(familyCheckoutAtom)).toBeNull();
  });
});
