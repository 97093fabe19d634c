import { AutogiroPage } from '@lingon/my-pages/autogiro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/autogiro';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Autogiro',
    description: 'Betala dina fakturor automatiskt med autogiro, godkänt med BankID.',
    pathname: location.pathname,
  });
}

export default function AutogiroRoute() {
  return <AutogiroPage />;
}
