import { persistedStorage } from '@lingon/contracts/persisted';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';
import type { TelemarketingMode } from '../checkout/telemarketing';
import { TELEMARKETING_KEY } from './storage-keys';
import {
  TELEMARKETING_KEY_MAX_LENGTH,
  telemarketingKeyFromSearch,
} from '../use-telemarketing-key-from-url';

/** A telemarketing/support key as the address gives it; longer values are not keys. */
export const telemarketingKeySchema = z.string().trim().min(1).max(TELEMARKETING_KEY_MAX_LENGTH);

export { telemarketingKeyFromSearch };

/**
 * SPEC §3 "Telemarketing state": the key an agent opened the broadband pages with, kept for the
 * session so the mode follows the agent through the flow (the public pages store it with
 * useTelemarketingKeyFromUrl). Read as this module loads (and again once mounted): only the
 * checkout, which is not prerendered and loads after those pages, reads it, and its first render
 * must already be in the agent's channel, or it would ask for the web's campaigns.
 */
export const telemarketingKeyAtom = atomWithStorage<string | null>(
  TELEMARKETING_KEY,
  null,
  persistedStorage(telemarketingKeySchema, 'session'),
  { getOnInit: true },
);

/** The session's telemarketing mode: null without a key; one object per key (used in request keys). */
export const telemarketingModeAtom = atom<TelemarketingMode | null>((get) => {
  const key = get(telemarketingKeyAtom);
  return key ? { key } : null;
});
