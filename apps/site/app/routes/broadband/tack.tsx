import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/tack';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Tack för din beställning',
    description: 'Vi har tagit emot din beställning av bredband.',
    pathname: location.pathname,
  });
}

export default function BredbandTackPage() {
  return (
    <PageIntro
      title="Tack för din beställning!"
      lead="Vi har tagit emot din beställning. Här ser du vad som händer härnäst."
    />
  );
}
