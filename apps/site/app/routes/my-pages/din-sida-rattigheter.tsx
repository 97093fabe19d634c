import { GdprCases } from '@lingon/my-pages/account/documents';
import { PermissionSettings } from '@lingon/my-pages/account/permissions';
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
