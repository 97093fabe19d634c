import { SubscriptionSettings } from '@lingon/my-pages/settings';
import { SubscriptionDetailsView } from '@lingon/my-pages/subscriptions';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-detaljer';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Abonnemangsdetaljer',
    description: 'Saldo, surf, samtal och bindningstid för ditt abonnemang.',
    pathname: location.pathname,
  });
}

export default function AbonnemangDetaljerPage() {
  return (
    <SubscriptionDetailsView
      settings={(subscription) => (
        <SubscriptionSettings key={subscription.id} subscription={subscription} />
      )}
    />
  );
}
