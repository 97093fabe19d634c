import { atom } from 'jotai';
import { persistedStorage } from '@lingon/contracts/persisted';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';

import { SELECTED_SUBSCRIPTION_KEY } from './storage-keys';

/**
 * The subscription the subscription pages (details, addons, usage) are about: chosen on the
 * list, kept for the tab's session so a reload stays on it. Null until one is chosen.
 */
export const selectedSubscriptionAtom = atomWithStorage<string | null>(
  SELECTED_SUBSCRIPTION_KEY,
  null,
  persistedStorage(z.string().min(1).max(20), 'session'),
  { getOnInit: true },
);

/** Where one addon's change stands on the page: saving, settling (SPEC §4), saved or failed. */
export interface AddonChangeState {
  /** What the page shows: the state being settled towards, null while settling. */
  active: boolean | null;
  status: 'saving' | 'settling' | 'saved' | 'unchanged' | 'error';
}

/** Addon changes under way or just answered, by `${msisdn}:${addonName}`. */
export const addonChangesAtom = atom<Record<string, AddonChangeState>>({});

/** SPEC §4: a consent or opt-out save is loading, then success or error. */
export type PermissionSaveState = 'loading' | 'success' | 'error';

/**
 * Where each consent and opt-out save stands, by `${kind}:${questionId}`: one state for the
 * switch wherever it shows (a 'Din sida' drawer or 'Dina rättigheter').
 */
export const permissionSavesAtom = atom<Record<string, PermissionSaveState>>({});

/**
 * Set by the sign-in when BankID has signed the customer in, for the overview that takes its
 * place: the sign-in's buttons are gone and the focus with them, so the overview's heading takes
 * it once it is shown. The overview clears it.
 */
export const justSignedInAtom = atom<number | null>(null);

/** How long after signing in the overview still counts as the sign-in's next page. */
export const JUST_SIGNED_IN_MS = 10_000;
