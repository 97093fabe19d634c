import {
  clearConsentCookie,
  diffGroups,
  formatActiveGroups,
  normaliseGroups,
  parseConsentCookie,
  serialiseConsentCookie,
  type ConsentRecord,
} from './consent-cookie';
import type { ConsentApi } from './consent-global';
import {
  SERVER_CONSENT_SNAPSHOT,
  type ConsentSnapshot,
  type ConsentStatus,
} from './consent-snapshot';
import {
  CONSENT_API_GLOBAL,
  CONSENT_CHANGED_EVENT,
  CONSENT_GROUPS,
  CONSENT_HINT_STORED_EVENT,
  CONSENT_READY_EVENT,
  CONSENT_READY_GLOBAL,
  CONSENT_VERSION,
  NECESSARY_GROUP,
  type ConsentGroup,
} from './consent-groups';

export { SERVER_CONSENT_SNAPSHOT, type ConsentSnapshot, type ConsentStatus };

function snapshotOf(status: ConsentStatus, record: ConsentRecord | null): ConsentSnapshot {
  const groups: ConsentGroup[] = record ? normaliseGroups(record.groups) : [NECESSARY_GROUP];
  return {
    status,
    groups,
    activeGroups: formatActiveGroups(groups),
    decidedAt: record?.timestamp ?? null,
  };
}

export interface ConsentStoreOptions {
  /** The page's window; its document holds the cookie. */
  window: Window & typeof globalThis;
  /** Clock, for tests. */
  now?: () => Date;
}

function report(error: unknown, win: Window) {
  // One failing subscriber (a partner script) must not stop the others.
  if (typeof win.reportError === 'function') win.reportError(error);
  else console.error(error);
}

/**
 * The consent tool: holds the visitor's choice, stores it in the first-party cookie, tells
 * subscribers (React, page scripts) about changes and exposes the global API once installed.
 */
export class ConsentStore {
  readonly #win: Window & typeof globalThis;
  readonly #now: () => Date;
  #record: ConsentRecord | null;
  #snapshot: ConsentSnapshot;
  readonly #listeners = new Set<() => void>();
  readonly #changeCallbacks = new Set<(groups: ConsentGroup[]) => void>();
  readonly #settingsCallbacks = new Set<() => void>();

  constructor({ window: win, now = () => new Date() }: ConsentStoreOptions) {
    this.#win = win;
    this.#now = now;
    this.#record = this.#readCookie();
    this.#snapshot = snapshotOf(this.#record ? 'decided' : 'undecided', this.#record);
  }

  /** For useSyncExternalStore: called after every snapshot change. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The current state; the same object until something changes. */
  getSnapshot = (): ConsentSnapshot => this.#snapshot;

  getServerSnapshot = (): ConsentSnapshot => SERVER_CONSENT_SNAPSHOT;

  isActive(group: string): boolean {
    return (this.#snapshot.groups as readonly string[]).includes(group.trim().toUpperCase());
  }

  /** Stores a choice: the given groups are on, every other optional group is off. */
  save(groups: Iterable<string>): void {
    const record: ConsentRecord = {
      groups: normaliseGroups(groups),
      version: CONSENT_VERSION,
      timestamp: this.#now(),
    };
    try {
      this.#win.document.cookie = serialiseConsentCookie(record, {
        secure: this.#win.location?.protocol === 'https:',
      });
    } catch (error) {
      // Blocked cookies: the choice still holds for this page view.
      report(error, this.#win);
    }
    this.#apply(record);
  }

  acceptAll(): void {
    this.save(CONSENT_GROUPS);
  }

  /** Only the necessary group. */
  rejectAll(): void {
    this.save([NECESSARY_GROUP]);
  }

  /** Forgets the choice (deletes the cookie), so the banner asks again. */
  reset(): void {
    try {
      this.#win.document.cookie = clearConsentCookie();
    } catch (error) {
      report(error, this.#win);
    }
    this.#apply(null);
  }

  /** Re-reads the cookie, which another tab may have changed. */
  refresh(): void {
    const record = this.#readCookie();
    const current = this.#record;
    const same =
      record === current ||
      (record !== null &&
        current !== null &&
        record.timestamp.getTime() === current.timestamp.getTime() &&
        !diffGroups(current.groups, record.groups).changed);
    if (!same) this.#apply(record);
  }

  /** Calls back with the active groups each time they change; returns an unsubscribe. */
  onConsentChanged(callback: (groups: ConsentGroup[]) => void): () => void {
    this.#changeCallbacks.add(callback);
    return () => {
      this.#changeCallbacks.delete(callback);
    };
  }

  /** Asks whoever renders the settings dialog to open it. */
  requestSettings(): void {
    for (const callback of [...this.#settingsCallbacks]) {
      try {
        callback();
      } catch (error) {
        report(error, this.#win);
      }
    }
  }

  onSettingsRequested(callback: () => void): () => void {
    this.#settingsCallbacks.add(callback);
    return () => {
      this.#settingsCallbacks.delete(callback);
    };
  }

  /**
   * Publishes window.LingonConsent, sets window.LingonConsentReady and fires lingon-consent-ready.
   * Also re-reads the cookie when the tab regains focus, and when the consent hint script has
   * stored a choice. Returns the uninstall function, which
   * removes the globals only if they are still this store's.
   */
  install(): () => void {
    const win = this.#win;
    const globals = win as unknown as Record<string, unknown>;
    const activeGroups = () => this.#snapshot.activeGroups;
    const api: ConsentApi = Object.freeze({
      get activeGroups() {
        return activeGroups();
      },
      version: CONSENT_VERSION,
      isActive: (group: string) => this.isActive(group),
      onConsentChanged: (callback: (groups: ConsentGroup[]) => void) =>
        this.onConsentChanged(callback),
      showSettings: () => this.requestSettings(),
    });
    const onVisible = () => {
      if (win.document.visibilityState !== 'hidden') this.refresh();
    };
    // A choice the consent hint script stored from the banner before the banner had hydrated.
    const onHinted = () => this.refresh();
    win.addEventListener('focus', onVisible);
    win.document.addEventListener('visibilitychange', onVisible);
    win.document.addEventListener(CONSENT_HINT_STORED_EVENT, onHinted);
    globals[CONSENT_API_GLOBAL] = api;
    globals[CONSENT_READY_GLOBAL] = true;
    win.dispatchEvent(new win.Event(CONSENT_READY_EVENT));
    return () => {
      win.removeEventListener('focus', onVisible);
      win.document.removeEventListener('visibilitychange', onVisible);
      win.document.removeEventListener(CONSENT_HINT_STORED_EVENT, onHinted);
      if (globals[CONSENT_API_GLOBAL] === api) {
        delete globals[CONSENT_API_GLOBAL];
        delete globals[CONSENT_READY_GLOBAL];
      }
    };
  }

  #readCookie(): ConsentRecord | null {
    try {
      return parseConsentCookie(this.#win.document.cookie, this.#now());
    } catch {
      return null;
    }
  }

  #apply(record: ConsentRecord | null): void {
    const previous = this.#snapshot;
    this.#record = record;
    this.#snapshot = snapshotOf(record ? 'decided' : 'undecided', record);
    for (const listener of [...this.#listeners]) listener();
    if (!diffGroups(previous.groups, this.#snapshot.groups).changed) return;
    const groups = [...this.#snapshot.groups];
    this.#win.dispatchEvent(new this.#win.CustomEvent(CONSENT_CHANGED_EVENT, { detail: groups }));
    for (const callback of [...this.#changeCallbacks]) {
      try {
        callback([...groups]);
      } catch (error) {
        report(error, this.#win);
      }
    }
  }
}
