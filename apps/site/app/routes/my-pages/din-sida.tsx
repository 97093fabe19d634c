import { useConsent } from '@lingon/consent/consent-provider';
import { CustomerProfile } from '@lingon/my-pages/account/profile';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/din-sida';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Din sida',
    description: 'Dina uppgifter: namn, adress, e-post och telefon, och dina integritetsval.',
    pathname: location.pathname,
  });
}

export default function DinSidaPage() {
  const consent = useConsent();
  return <CustomerProfile onOpenCookieSettings={consent.openSettings} />;
}
