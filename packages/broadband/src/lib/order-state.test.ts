import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accessIdAtom,
  addressObjectAtom,
  changeSelectedProductAtom,
  chooseHomeAtom,
  clearStaleSelectionsAtom,
  clearStoredSelectionsAtom,
  orderProcessingIntervalAtom,
  rememberAddressAtom,
  saveAddressAtom,
  selectedProductAtom,
  shouldClearSelections,
  storedSelectionsAtom,
} from './order-state';
import { MemoryStorage } from '../testing/memory-storage';
import { ADDRESS_OBJECT_KEY, SELECTED_PRODUCT_KEY } from './storage-keys';

const home = {
  pointId: 'P-1',
  apartmentNumber: '1101',
  entrance: 'A',
  streetName: 'Storgatan',
  streetNumber: '3',
  city: 'Lund',
  zipcode: '22222',
  communicationOperatorId: 'op-1',
};
const offering = {
  products: { shortTermSubscriptions: null, subscriptions: [] },
  qnutKO: false,
  accessTypeCode: '200',
  accessId: '',
  orderProcessingInterval: 5,
};

describe('broadband order state', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: new MemoryStorage(),
      configurable: true,
    });
  });

  it('saves the selected product only once', () => {
    const store = createStore();
    store.set(selectedProductAtom, { productId: 'bb-250-250' });
    store.set(selectedProductAtom, { productId: 'bb-1000-1000' });
    expect(store.get(selectedProductAtom)).toEqual({ productId: 'bb-250-250' });
    expect(JSON.parse(localStorage.getItem(SELECTED_PRODUCT_KEY) ?? 'null')).toEqual({
      productId: 'bb-250-250',
    });
    store.set(changeSelectedProductAtom, { productId: 'bb-1000-1000' });
    expect(store.get(selectedProductAtom)).toEqual({ productId: 'bb-1000-1000' });
  });

  it('saves the address and clears both stored selections', () => {
    const store = createStore();
    store.set(saveAddressAtom, {
      streetName: 'Storgatan',
      streetNumber: '1',
      entrance: '',
      city: 'Lund',
      zipcode: '22221',
    });
    expect(JSON.parse(localStorage.getItem(ADDRESS_OBJECT_KEY) ?? 'null')).toMatchObject({
      city: 'Lund',
    });
    store.set(selectedProductAtom, { productId: 'bb-100-100' });
    store.set(clearStoredSelectionsAtom);
    expect(store.get(addressObjectAtom)).toBeNull();
    expect(store.get(selectedProductAtom)).toBeNull();
    expect(localStorage.getItem(ADDRESS_OBJECT_KEY)).toBeNull();
  });

  it('clears at app start only the selections found stored, not those made since', () => {
    const store = createStore();
    // A previous visit's address, as the app finds it at start.
    store.set(saveAddressAtom, {
      streetName: 'Storgatan',
      streetNumber: '1',
      entrance: '',
      city: 'Lund',
      zipcode: '22221',
    });
    const found = store.get(storedSelectionsAtom);
    expect(found.address).toMatchObject({ city: 'Lund' });
    // Chosen while the login check was on its way: a TV package, before any address check.
    store.set(selectedProductAtom, { productId: 'BB-TV-BAS' });
    store.set(clearStaleSelectionsAtom, found);
    expect(store.get(addressObjectAtom)).toBeNull();
    expect(store.get(selectedProductAtom)).toEqual({ productId: 'BB-TV-BAS' });
    // Found at start and untouched since: forgotten.
    store.set(clearStaleSelectionsAtom, store.get(storedSelectionsAtom));
    expect(store.get(selectedProductAtom)).toBeNull();
    expect(localStorage.getItem(SELECTED_PRODUCT_KEY)).toBeNull();
  });

  it('stores nothing when the store is told not to remember the address (a partner page)', () => {
    const store = createStore();
    store.set(rememberAddressAtom, false);
    store.set(saveAddressAtom, {
      streetName: 'Storgatan',
      streetNumber: '1',
      entrance: '',
      city: 'Lund',
      zipcode: '22221',
    });
    expect(store.get(addressObjectAtom)).toBeNull();
    expect(localStorage.getItem(ADDRESS_OBJECT_KEY)).toBeNull();
  });

  it('reads a corrupt stored address as empty', () => {
    localStorage.setItem(ADDRESS_OBJECT_KEY, '{"streetName": 5');
    expect(createStore().get(addressObjectAtom)).toBeNull();
    localStorage.setItem(ADDRESS_OBJECT_KEY, '{"streetName": 5}');
    expect(createStore().get(addressObjectAtom)).toBeNull();
  });

  it("falls back to the point id for access type '200' with no access id", () => {
    const store = createStore();
    store.set(chooseHomeAtom, { home, offering });
    expect(store.get(accessIdAtom)).toBe('P-1');
    expect(store.get(orderProcessingIntervalAtom)).toBe(5);
    store.set(chooseHomeAtom, { home, offering: { ...offering, accessTypeCode: '100' } });
    expect(store.get(accessIdAtom)).toBe('');
  });

  it('stores the chosen home with the address', () => {
    const store = createStore();
    store.set(saveAddressAtom, { ...home, entrance: 'B' });
    expect(JSON.parse(localStorage.getItem(ADDRESS_OBJECT_KEY) ?? 'null')).toEqual({
      streetName: 'Storgatan',
      streetNumber: '3',
      entrance: 'B',
      city: 'Lund',
      zipcode: '22222',
      pointId: 'P-1',
      apartmentNumber: '1101',
      communicationOperatorId: 'op-1',
    });
  });

  it('clears selections when logged out, except on the checkout page', () => {
    expect(shouldClearSelections(false, '/bredband/valj-produkt')).toBe(true);
    expect(shouldClearSelections(false, '/bredband/kassan')).toBe(false);
    expect(shouldClearSelections(true, '/bredband')).toBe(false);
  });

  it('keeps the choices a partner page handed over with the link', () => {
    const handOff = '?streetName=Storgatan&streetNumber=1&city=Lund&pointId=100000001';
    expect(shouldClearSelections(false, '/bredband/valj-produkt', handOff)).toBe(false);
    expect(shouldClearSelections(false, '/bredband/valj-produkt', '?pointId=1')).toBe(true);
  });
});

/** The module as a fresh page load reads it (the storage atoms read the storage when made). */
async function loadPage() {
  vi.resetModules();
  return { state: await import('./order-state'), store: createStore() };
}

describe('a reloaded checkout', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: new MemoryStorage(),
      configurable: true,
    });
  });

  it('sets the home chosen before the reload again, from the stored selections', async () => {
    const before = await loadPage();
    before.store.set(before.state.chooseHomeAtom, { home, offering });
    before.store.set(before.state.saveAddressAtom, home);
    before.store.set(before.state.changeSelectedProductAtom, {
      productId: 'BB-250-250',
      pointId: 'P-1',
    });

    const { state, store } = await loadPage();
    expect(store.get(state.pointIdAtom)).toBe('');
    expect(store.get(state.apartmentNumberAtom)).toBe('');
    store.set(state.restoreHomeAtom, { pointId: 'P-1', offering });
    expect(store.get(state.pointIdAtom)).toBe('P-1');
    expect(store.get(state.apartmentNumberAtom)).toBe('1101');
    expect(store.get(state.communicationOperatorIdAtom)).toBe('op-1');
    expect(store.get(state.accessTypeCodeAtom)).toBe('200');
    expect(store.get(state.accessIdAtom)).toBe('P-1');
    expect(store.get(state.orderProcessingIntervalAtom)).toBe(5);
  });

  it('never replaces a home chosen on this page, nor takes the apartment of another point', async () => {
    const before = await loadPage();
    before.store.set(before.state.saveAddressAtom, home);

    const { state, store } = await loadPage();
    store.set(state.restoreHomeAtom, { pointId: 'P-2', offering });
    expect(store.get(state.pointIdAtom)).toBe('P-2');
    expect(store.get(state.apartmentNumberAtom)).toBe('');
    store.set(state.restoreHomeAtom, { pointId: 'P-1', offering });
    expect(store.get(state.pointIdAtom)).toBe('P-2');
  });
});
