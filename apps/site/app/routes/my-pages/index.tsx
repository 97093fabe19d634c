import { isLoggedInContract } from '@lingon/contracts/account/is-logged-in';
import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { useContractCache } from '@lingon/contracts/query';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { MyPagesOverview } from '@lingon/my-pages/overview';
import { MyPagesSignIn } from '@lingon/my-pages/sign-in';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router';
import { pageMeta } from '../../lib/page-meta';
import { RETURN_TO_PARAM, safeReturnPath } from '../../lib/return-to';
import { authStateAtom, loginCheckAtom } from '../../state/auth';
import type { Route } from './+types/index';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: MY_PAGES_NAME,
    description: 'Logga in med BankID för att se dina abonnemang, fakturor och beställningar.',
    pathname: location.pathname,
  });
}

const SIGNED_IN_WITH_BANKID = { isLoggedIn: true, authMethod: 'BANKID' } as const;

/**
 * The login route (SPEC §2): signed out, "Logga in med BankID"; signed in, the overview. After
 * signing in, the page asked for (`returnTo`, a path on this site only) opens.
 */
export default function MyPagesPage() {
  const auth = useAtomValue(authStateAtom);
  const checked = useAtomValue(loginCheckAtom) !== 'pending';
  const setAuth = useSetAtom(authStateAtom);
  const cache = useContractCache();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  if (auth?.isLoggedIn) return <MyPagesOverview />;
  if (!checked) {
    return (
      <SkeletonGroup label="Kontrollerar inloggningen…" className="gap-4">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-64 max-w-2xl" />
      </SkeletonGroup>
    );
  }
  return (
    <MyPagesSignIn
      onSignedIn={() => {
        // The server opened the session when BankID completed; the app's check now agrees.
        void cache.set(isLoggedInContract, {}, SIGNED_IN_WITH_BANKID);
        setAuth(SIGNED_IN_WITH_BANKID);
        const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
        if (returnTo) void navigate(returnTo, { replace: true });
      }}
    />
  );
}
