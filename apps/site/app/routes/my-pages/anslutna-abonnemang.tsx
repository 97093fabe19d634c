import { ConnectedSubscriptions } from '@lingon/my-pages/connected';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/anslutna-abonnemang';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Anslutna abonnemang',
    description: 'Familjeabonnemang och surf-sim som är kopplade till dina abonnemang.',
    pathname: location.pathname,
  });
}

export default function AnslutnaAbonnemangPage() {
  return <ConnectedSubscriptions />;
}
