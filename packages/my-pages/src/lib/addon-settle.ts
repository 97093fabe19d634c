/** SPEC §4: after a change with no action, the addon shows as settling (null) after 2 s… */
export const ADDON_SETTLING_AFTER_MS = 2000;
/** …and flips to its new state after 2.5 s. */
export const ADDON_FLIPPED_AFTER_MS = 2500;

/** What the page shows of an addon's state over time after a change was answered. */
export interface AddonSettleStep {
  /** Milliseconds after the answer. */
  at: number;
  /** null: settling ('Uppdateras…'); a boolean: the state shown from then on. */
  active: boolean | null;
}

/**
 * The steps the page takes after the server answered a change (SPEC §4): a change that was made
 * (no action) settles at 2 s and flips at 2.5 s; one that had nothing to do ('ALREADY_…') shows
 * the server's state at once.
 */
export function addonSettleSteps(
  action: 'ALREADY_ACTIVE' | 'ALREADY_INACTIVE' | null,
  requested: boolean,
): AddonSettleStep[] {
  if (action === 'ALREADY_ACTIVE') return [{ at: 0, active: true }];
  if (action === 'ALREADY_INACTIVE') return [{ at: 0, active: false }];
  return [
    { at: ADDON_SETTLING_AFTER_MS, active: null },
    { at: ADDON_FLIPPED_AFTER_MS, active: requested },
  ];
}
