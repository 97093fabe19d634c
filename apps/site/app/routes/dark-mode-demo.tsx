import { lazyPart, lazyPartElement } from '@lingon/design-system/lib/lazy-part';
import { StaticContent } from '../components/static-content';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/dark-mode-demo';

/**
 * The theme engine's controls, with the state library under them: loaded as the page hydrates,
 * not in its first load; the prerendered demo stays in place until they are there.
 */
const ThemeDemo = lazyPart(
  () => import('../components/theme-demo').then((module) => module.ThemeDemo),
  { eager: true },
);
const THEME_DEMO = lazyPartElement(ThemeDemo, {});

/** Runs at build time (the page is prerendered): the page from the content the server seeds. */
export function loader() {
  return { page: loadStaticPage('dark-mode-demo') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function DarkModeDemoPage({ loaderData }: Route.ComponentProps) {
  return <StaticContent page={loaderData.page}>{THEME_DEMO}</StaticContent>;
}
