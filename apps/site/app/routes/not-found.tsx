import { NotFoundPage } from '../components/not-found-page';
import { notFoundMeta } from '../lib/page-meta';

export function meta() {
  return notFoundMeta();
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
