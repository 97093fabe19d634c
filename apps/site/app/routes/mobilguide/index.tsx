import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/index';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Mobilguide',
    description: 'Så kommer du igång med din mobil: inställningar för surf, mms och röstbrevlåda.',
    pathname: location.pathname,
  });
}

export default function MobilguidePage() {
  return (
    <PageIntro
      title="Mobilguide"
      lead="Så kommer du igång med din mobil: inställningar för surf, mms och röstbrevlåda."
    />
  );
}
