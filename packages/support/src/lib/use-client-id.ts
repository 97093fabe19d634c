import * as React from 'react';
import { getClientId } from './client-id';

const subscribe = () => () => {};

/**
 * The visitor's FAQ client id; null while prerendering (no sessionStorage), so FAQ calls only
 * start in the browser.
 */
export function useClientId(): string | null {
  return React.useSyncExternalStore(subscribe, getClientId, () => null);
}
