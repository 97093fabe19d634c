import * as React from 'react';
import type { ConsentGroup } from './lib/consent-groups';
import { CONSENT_HINT_ATTRIBUTE } from './lib/consent-hint';
import {
  SERVER_CONSENT_SNAPSHOT,
  type ConsentSnapshot,
  type ConsentStatus,
} from './lib/consent-snapshot';
import type { ConsentStore } from './lib/consent-store';

interface ConsentContextValue {
  store: ConsentStore | null;
  /** Resolves to the store once it has loaded; null without a browser. */
  ready: Promise<ConsentStore> | null;
  snapshot: ConsentSnapshot;
  settingsOpen: boolean;
  setSettingsOpen: (open: boolean) => void;
}

/**
 * What the context carries: one object for the provider's lifetime, which consumers subscribe
 * to. The value itself changes after hydration (the store loads, the visitor chooses), and a
 * changed context value reaches every part of the page still waiting for its code to hydrate
 * (lazyPart); React throws those away and renders them anew, empty until their code is there,
 * which shifts the page. A subscription re-renders only the consumers.
 */
interface ConsentHub {
  get: () => ConsentContextValue;
  /**
   * The value the page was prerendered with, for a consumer hydrating after the value has
   * changed (a lazily loaded part, such as the banner): it hydrates with what the HTML shows,
   * then renders the current value.
   */
  getInitial: () => ConsentContextValue;
  subscribe: (listener: () => void) => () => void;
  set: (value: ConsentContextValue) => void;
}

function createHub(initial: ConsentContextValue): ConsentHub {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    getInitial: () => initial,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (value) => {
      if (value === current) return;
      current = value;
      listeners.forEach((listener) => listener());
    },
  };
}

const ConsentContext = React.createContext<ConsentHub | null>(null);

const subscribeNowhere = () => () => {};
const serverSnapshot = () => SERVER_CONSENT_SNAPSHOT;

export interface ConsentProviderProps {
  children?: React.ReactNode;
  /** A store of your own (tests); read once, on the first render. */
  store?: ConsentStore;
}

/** The store and its cookie rules load after the first paint; see ConsentProvider. */
const loadStore = () => import('./lib/consent-store').then((module) => module.ConsentStore);

/**
 * Owns the consent tool for the page: reads the stored choice, installs window.LingonConsent
 * while mounted and opens the settings dialog when a page script calls showSettings().
 * Render ConsentBanner and ConsentSettingsDialog somewhere inside it.
 */
export function ConsentProvider({ children, store: ownStore }: ConsentProviderProps) {
  // Prerendering has no window: nothing is known there, so only the banner renders (hidden by
  // the hint script for a returning visitor). In the browser the store, with the cookie's
  // validation, is loaded after the first paint, so it is not part of a page's first load;
  // until it has loaded the status stays 'unknown', as prerendered, and a choice made on the
  // banner in that moment is applied as soon as it has.
  const [ready] = React.useState<Promise<ConsentStore> | null>(() => {
    if (ownStore) return Promise.resolve(ownStore);
    if (typeof window === 'undefined') return null;
    return loadStore().then((Store) => new Store({ window }));
  });
  const [store, setStore] = React.useState<ConsentStore | null>(ownStore ?? null);
  React.useEffect(() => {
    let current = true;
    void ready?.then((loaded) => {
      if (current) setStore(loaded);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  const snapshot = React.useSyncExternalStore(
    store?.subscribe ?? subscribeNowhere,
    store?.getSnapshot ?? serverSnapshot,
    store?.getServerSnapshot ?? serverSnapshot,
  );
  const [settingsOpen, setSettingsOpen] = React.useState(false);

  // The store's word replaces the hint script's guess (see consent-hint.ts).
  React.useEffect(() => {
    if (store) document.documentElement.setAttribute(CONSENT_HINT_ATTRIBUTE, snapshot.status);
  }, [store, snapshot.status]);

  React.useEffect(() => {
    if (!store) return;
    const stopListening = store.onSettingsRequested(() => setSettingsOpen(true));
    const uninstall = store.install();
    return () => {
      stopListening();
      uninstall();
    };
  }, [store]);

  const value = React.useMemo(
    () => ({ store, ready, snapshot, settingsOpen, setSettingsOpen }),
    [store, ready, snapshot, settingsOpen],
  );
  const [hub] = React.useState(() => createHub(value));
  React.useLayoutEffect(() => hub.set(value), [hub, value]);
  return <ConsentContext.Provider value={hub}>{children}</ConsentContext.Provider>;
}

function useConsentContext(): ConsentContextValue {
  const hub = React.useContext(ConsentContext);
  if (!hub) throw new Error('useConsent must be used inside <ConsentProvider>.');
  return React.useSyncExternalStore(hub.subscribe, hub.get, hub.getInitial);
}

export interface ConsentControls {
  /** undecided until the visitor has chosen; unknown while prerendering. */
  status: ConsentStatus;
  /** Active groups in C0001…C0004 order; only C0001 until a choice is made. */
  activeGroups: readonly ConsentGroup[];
  isActive: (group: ConsentGroup) => boolean;
  acceptAll: () => void;
  /** Only the necessary group. */
  rejectAll: () => void;
  /** Stores exactly these groups (C0001 is always added). */
  save: (groups: Iterable<ConsentGroup>) => void;
  openSettings: () => void;
}

/** The visitor's consent and the actions that change it. */
export function useConsent(): ConsentControls {
  const { store, ready, snapshot, setSettingsOpen } = useConsentContext();
  return React.useMemo(() => {
    // At once when the store is there, else as soon as it has loaded.
    const withStore = (action: (loaded: ConsentStore) => void) => {
      if (store) action(store);
      else void ready?.then(action);
    };
    return {
      status: snapshot.status,
      activeGroups: snapshot.groups,
      isActive: (group: ConsentGroup) => snapshot.groups.includes(group),
      acceptAll: () => withStore((loaded) => loaded.acceptAll()),
      rejectAll: () => withStore((loaded) => loaded.rejectAll()),
      save: (groups: Iterable<ConsentGroup>) => withStore((loaded) => loaded.save(groups)),
      openSettings: () => setSettingsOpen(true),
    };
  }, [store, ready, snapshot, setSettingsOpen]);
}

/** Open state of the settings dialog, shared by the banner, the dialog and window.LingonConsent. */
export function useConsentSettingsOpen(): [boolean, (open: boolean) => void] {
  const { settingsOpen, setSettingsOpen } = useConsentContext();
  return [settingsOpen, setSettingsOpen];
}
