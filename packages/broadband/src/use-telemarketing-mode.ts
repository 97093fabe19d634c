import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { TelemarketingMode } from './checkout/telemarketing';
import {
  telemarketingKeyAtom,
  telemarketingKeyFromSearch,
  telemarketingModeAtom,
} from './lib/telemarketing-key';

/**
 * The session's telemarketing mode on a broadband page (SPEC §6): a `?key=` in the page's query
 * string (`search`) replaces the stored key once the page has mounted; without one the stored key
 * still applies.
 */
export function useTelemarketingMode(search: string): TelemarketingMode | null {
  const setKey = useSetAtom(telemarketingKeyAtom);
  useEffect(() => {
    const key = telemarketingKeyFromSearch(search);
    if (key) setKey(key);
  }, [search, setKey]);
  return useAtomValue(telemarketingModeAtom);
}
