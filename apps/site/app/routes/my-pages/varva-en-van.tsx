import { ReferAFriend } from '@lingon/my-pages/referrals';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/varva-en-van';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Värva en vän',
    description: 'Din värvarkod, erbjudandet och vännerna du har värvat.',
    pathname: location.pathname,
  });
}

export default function VarvaEnVanPage() {
  return <ReferAFriend />;
}
