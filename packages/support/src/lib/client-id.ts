import { BRAND } from '@lingon/contracts/brand';
import { clientIdSchema } from '@lingon/contracts/support/model';

/** Where the id lives: one per visitor and browser tab session. */
export const CLIENT_ID_KEY = `${BRAND.slug}_faq_client_id`;

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Used when storage is unavailable (disabled, or a private mode that throws): one id per page load. */
let memoryId: string | undefined;

function newId(): string {
  return crypto.randomUUID();
}

/**
 * The random client id every support FAQ call carries (SPEC §7): made once with
 * crypto.randomUUID() and kept in sessionStorage, so the server counts one guide view per
 * visitor. A stored value that is not a valid id is replaced.
 */
export function getClientId(storage: IdStorage | undefined = safeSessionStorage()): string {
  try {
    const stored = storage?.getItem(CLIENT_ID_KEY);
    if (stored && clientIdSchema.safeParse(stored).success) return stored;
    const id = newId();
    storage?.setItem(CLIENT_ID_KEY, id);
    if (storage) return id;
  } catch {
    // Storage that throws on access behaves like no storage.
  }
  memoryId ??= newId();
  return memoryId;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
