import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { RouteHandle } from '../lib/scroll';
import type { Route } from './+types/kontakta-oss';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kontakta oss',
    description: 'Chatta med kundservice dygnet runt eller hitta andra sätt att nå oss.',
    pathname: location.pathname,
  });
}

export default function KontaktaOssPage() {
  return (
    <PageIntro
      title="Kontakta oss"
      lead="Chatta med vår kundservice dygnet runt, eller hitta svaret direkt i supporten."
    />
  );
}
