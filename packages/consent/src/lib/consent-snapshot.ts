import { NECESSARY_GROUP, type ConsentGroup } from './consent-groups';

/** unknown: rendered without a browser (prerender); undecided: no valid stored choice yet. */
export type ConsentStatus = 'unknown' | 'undecided' | 'decided';

export interface ConsentSnapshot {
  status: ConsentStatus;
  /** Active groups in CONSENT_GROUPS order; only C0001 until a choice is made. */
  groups: readonly ConsentGroup[];
  /** The same as ',C0001,C0002,'. */
  activeGroups: string;
  /** When the stored choice was made, if there is one. */
  decidedAt: Date | null;
}

/**
 * The snapshot without a browser, and in the browser until the store has loaded: nothing is
 * known, so no banner and no optional group.
 */
export const SERVER_CONSENT_SNAPSHOT: ConsentSnapshot = {
  status: 'unknown',
  groups: [NECESSARY_GROUP],
  activeGroups: `,${NECESSARY_GROUP},`,
  decidedAt: null,
};
