import fs from 'node:fs';
import path from 'node:path';
import { slugSchema } from '@lingon/contracts/content/model';

/**
 * The HTTP status of a page the site answers with its SPA fallback (a path that is not
 * prerendered). The app renders every such path, the 404 page included, so without this every
 * address answered 200 and a mistyped or removed address looked like a page to search engines.
 *
 * A path that one of the site's routes matches answers 200: the route decides in the browser
 * (my pages, the order steps). A route named after a public record (a support category or guide)
 * answers 404 when the record does not exist, as the page itself then shows its 404 page. A path
 * only the catch-all content page matches answers 200 when a content page has that slug, else
 * 404, as the content page itself decides.
 */
export interface PageStatusRules {
  /** The route tree's full path patterns ('support/:view2', 'mobilguide/*'), the catch-all left out. */
  patterns: readonly string[];
  /** Whether the catch-all content page has a page for this slug. */
  contentPageExists: (slug: string) => Promise<boolean>;
  /**
   * Routes named after a record, by pattern: whether the record the path's parameters (in order)
   * name exists.
   */
  recordExists?: Readonly<Record<string, (params: string[]) => Promise<boolean>>>;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * The route patterns of the built site, read from React Router's browser manifest (the
 * `manifest-*.js` the SPA fallback loads): each route's path joined to its parents'. The
 * catch-all (`*` under a pathless layout) is left out. Null when the site is not built.
 */
export function readRoutePatterns(siteDir: string): string[] | null {
  const fallback = path.join(siteDir, '__spa-fallback.html');
  if (!fs.existsSync(fallback)) return null;
  const manifestFile = /\/assets\/(manifest-[\w-]+\.js)/.exec(
    fs.readFileSync(fallback, 'utf8'),
  )?.[1];
  if (!manifestFile) return null;
  const source = fs.readFileSync(path.join(siteDir, 'assets', manifestFile), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  const manifest = JSON.parse(json) as { routes: Record<string, ManifestRoute> };
  return routePatterns(Object.values(manifest.routes));
}

/** Full path patterns of a route tree, without leading or trailing slashes; no catch-all. */
export function routePatterns(routes: readonly ManifestRoute[]): string[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: ManifestRoute | undefined): string => {
    if (!route) return '';
    const own = route.path ?? '';
    const parent = fullPath(route.parentId ? byId.get(route.parentId) : undefined);
    return [parent, own].filter(Boolean).join('/');
  };
  const patterns = new Set<string>();
  for (const route of routes) {
    // Layouts match nothing of their own: only their children (and index routes) do.
    if (route.path === undefined && !route.index) continue;
    const pattern = fullPath(route).replace(/^\/+|\/+$/g, '');
    if (pattern === '*') continue;
    patterns.add(pattern);
  }
  return [...patterns];
}

/**
 * The parameters of `pathname` (decoded, in order) when it matches a pattern, else null: ':name'
 * is one segment, a final '*' any rest (its parameter the rest's segments joined by '/').
 */
export function matchPattern(pattern: string, pathname: string): string[] | null {
  const want = pattern === '' ? [] : pattern.split('/');
  const have = pathname.split('/').filter(Boolean);
  const params: string[] = [];
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return [...params, have.slice(index).map(safeDecode).join('/')];
    const part = have[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) {
      params.push(safeDecode(part));
      continue;
    }
    if (segment.toLowerCase() !== safeDecode(part).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 200 or 404 for a path the SPA fallback answers (see PageStatusRules). */
export async function pageStatus(pathname: string, rules: PageStatusRules): Promise<200 | 404> {
  // A route that is not named after a record is a page; a route named after one is a page when
  // its record exists (a fixed segment such as /support/sok may match a record's route too).
  const records: { exists: (params: string[]) => Promise<boolean>; params: string[] }[] = [];
  for (const pattern of rules.patterns) {
    const params = matchPattern(pattern, pathname);
    if (!params) continue;
    const exists = rules.recordExists?.[pattern];
    if (!exists) return 200;
    records.push({ exists, params });
  }
  if (records.length > 0) {
    for (const record of records) if (await record.exists(record.params)) return 200;
    return 404;
  }
  const slug = slugSchema.safeParse(safeDecode(pathname));
  if (!slug.success || slug.data === '') return 404;
  return (await rules.contentPageExists(slug.data)) ? 200 : 404;
}
