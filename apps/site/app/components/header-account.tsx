import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { useCustomerInfo } from '@lingon/my-pages/lib/use-my-pages';
import { useAtomValue, useSetAtom } from 'jotai';
import LogOut from 'lucide-react/icons/log-out';
import { useEffect } from 'react';
import { useLogout } from '../hooks/use-logout';
import { headerAccountAtom } from '../state/account';
import { authStateAtom, loginCheckAtom } from '../state/auth';

/**
 * Who is signed in, for the header's account link: the first name once the server has confirmed
 * the session (so a stale hint on a public page never asks for customer data), else 'Mitt Lingon'.
 */
export function useAccountLabel(): { label: string; signedIn: boolean } {
  const auth = useAtomValue(authStateAtom);
  const confirmed = useAtomValue(loginCheckAtom) === 'answered';
  const signedIn = auth?.isLoggedIn === true;
  const info = useCustomerInfo({ enabled: signedIn && confirmed });
  const firstName = info.data?.customerLegalInformation.firstName;
  return {
    signedIn,
    label: signedIn && firstName ? `Inloggad som ${firstName}` : MY_PAGES_NAME,
  };
}

/** Keeps the header's account link (headerAccountAtom) in step with the sign-in state. */
export function useHeaderAccountSync(): void {
  const { label, signedIn } = useAccountLabel();
  const setAccount = useSetAtom(headerAccountAtom);
  useEffect(() => setAccount({ label, signedIn }), [label, signedIn, setAccount]);
}

/** 'Logga ut' in the header, on every page, for a signed-in customer. */
export default function HeaderLogout() {
  const { logout, pending } = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={pending}
      aria-busy={pending || undefined}
      className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-pill px-2 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:focus-ring disabled:opacity-60 sm:px-3"
    >
      <LogOut aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">Logga ut</span>
    </button>
  );
}
