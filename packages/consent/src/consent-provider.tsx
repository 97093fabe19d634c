import * as React from 'react';
import type { ConsentGroup } from './lib/consent-groups';
import {
  ConsentStore,
  SERVER_CONSENT_SNAPSHOT,
  type ConsentSnapshot,
  type ConsentStatus,
} from './lib/consent-store';

interface ConsentContextValue {
  store: ConsentStore | null;
  snapshot: ConsentSnapshot;
  settingsOpen: boolean;
  setSettingsOpen: (open: boolean) => void;
}

const ConsentContext = React.createContext<ConsentContextValue | null>(null);

const subscribeNowhere = () => () => {};
const serverSnapshot = () => SERVER_CONSENT_SNAPSHOT;

export interface ConsentProviderProps {
  children?: React.ReactNode;
  /** A store of your own (tests); read once, on the first render. */
  store?: ConsentStore;
}

/**
 * Owns the consent tool for the page: reads the stored choice, installs window.LingonConsent
 * while mounted and opens the settings dialog when a page script calls showSettings().
 * Render ConsentBanner and ConsentSettingsDialog somewhere inside it.
 */
export function ConsentProvider({ children, store: ownStore }: ConsentProviderProps) {
  // Prerendering has no window: nothing is known there, so nothing consent-dependent renders.
  const [store] = React.useState(
    () => ownStore ?? (typeof window === 'undefined' ? null : new ConsentStore({ window })),
  );
  const snapshot = React.useSyncExternalStore(
    store?.subscribe ?? subscribeNowhere,
    store?.getSnapshot ?? serverSnapshot,
    store?.getServerSnapshot ?? serverSnapshot,
  );
  const [settingsOpen, setSettingsOpen] = React.useState(false);

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
    () => ({ store, snapshot, settingsOpen, setSettingsOpen }),
    [store, snapshot, settingsOpen],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

function useConsentContext(): ConsentContextValue {
  const context = React.useContext(ConsentContext);
  if (!context) throw new Error('useConsent must be used inside <ConsentProvider>.');
  return context;
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
  const { store, snapshot, setSettingsOpen } = useConsentContext();
  return React.useMemo(
    () => ({
      status: snapshot.status,
      activeGroups: snapshot.groups,
      isActive: (group: ConsentGroup) => snapshot.groups.includes(group),
      acceptAll: () => store?.acceptAll(),
      rejectAll: () => store?.rejectAll(),
      save: (groups: Iterable<ConsentGroup>) => store?.save(groups),
      openSettings: () => setSettingsOpen(true),
    }),
    [store, snapshot, setSettingsOpen],
  );
}

/** Open state of the settings dialog, shared by the banner, the dialog and window.LingonConsent. */
export function useConsentSettingsOpen(): [boolean, (open: boolean) => void] {
  const { settingsOpen, setSettingsOpen } = useConsentContext();
  return [settingsOpen, setSettingsOpen];
}
