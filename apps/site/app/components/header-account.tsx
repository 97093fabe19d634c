import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { Button } from '@lingon/design-system/button';
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
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={() => void logout()}
      loading={pending}
      loadingLabel="Loggar ut…"
      // The header's row height, and square with only the icon on a phone.
      className="h-10 min-w-10 px-2 sm:px-3"
    >
      <LogOut aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">Logga ut</span>
    </Button>
  );
}
