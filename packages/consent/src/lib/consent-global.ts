import { CONSENT_API_GLOBAL, CONSENT_READY_GLOBAL, type ConsentGroup } from './consent-groups';

/** What page scripts get as window.LingonConsent (see the package README). */
export interface ConsentApi {
  /** Active groups as ',C0001,C0002,' (read it again after a change; it is not live). */
  readonly activeGroups: string;
  /** The consent version the choice was made for. */
  readonly version: number;
  /** Whether a group ('C0002') is active now. */
  isActive(group: string): boolean;
  /** Calls back with the active groups after every change; returns an unsubscribe function. */
  onConsentChanged(callback: (activeGroups: ConsentGroup[]) => void): () => void;
  /** Opens the cookie settings dialog. */
  showSettings(): void;
}

/** The installed global API, or undefined while the consent tool is not ready. */
export function getConsentApi(win: object): ConsentApi | undefined {
  const record = win as Record<string, unknown>;
  if (record[CONSENT_READY_GLOBAL] !== true) return undefined;
  const api = record[CONSENT_API_GLOBAL];
  if (typeof api !== 'object' || api === null) return undefined;
  return typeof (api as ConsentApi).isActive === 'function' ? (api as ConsentApi) : undefined;
}
