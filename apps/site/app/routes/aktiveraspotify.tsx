import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/aktiveraspotify';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Aktivera Spotify',
    description: 'Koppla Spotify Premium till ditt abonnemang.',
    pathname: location.pathname,
  });
}

export default function AktiveraSpotifyPage() {
  return (
    <PageIntro
      title="Aktivera Spotify"
      lead="Koppla Spotify Premium till ditt abonnemang och betala via din faktura."
    />
  );
}
