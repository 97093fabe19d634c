import { Button } from '@lingon/design-system/button';
import { useAtomValue } from 'jotai';
import { useLogout } from '../hooks/use-logout';
import { authStateAtom } from '../state/auth';

/** 'Logga ut' for a signed-in customer; nothing when signed out. */
export function LogoutButton() {
  const auth = useAtomValue(authStateAtom);
  const { logout, pending } = useLogout();
  if (!auth?.isLoggedIn) return null;
  return (
    <Button variant="outline" size="sm" loading={pending} onClick={() => void logout()}>
      Logga ut
    </Button>
  );
}
