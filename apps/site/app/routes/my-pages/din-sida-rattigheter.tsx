import { GdprCases } from '@lingon/my-pages/orders';
import { PermissionSettings } from '@lingon/my-pages/permissions';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/din-sida-rattigheter';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Dina rättigheter',
    description: 'Dina samtycken, spärrar mot kontakt och GDPR-ärenden.',
    pathname: location.pathname,
  });
}

export default function RattigheterPage() {
  return (
    <PermissionSettings>
      <GdprCases />
    </PermissionSettings>
  );
}
