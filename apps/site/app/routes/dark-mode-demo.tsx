import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/dark-mode-demo';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Mörkt läge',
    description: 'Så ser sidorna ut i ljust och mörkt tema.',
    pathname: location.pathname,
  });
}

export default function DarkModeDemoPage() {
  return (
    <PageIntro
      title="Mörkt läge"
      lead="Så ser sidorna ut i ljust och mörkt tema. Välj tema i din enhets inställningar."
    />
  );
}
