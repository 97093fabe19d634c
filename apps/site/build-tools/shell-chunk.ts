/**
 * One chunk for the app shell: every module the root route and the default layout import
 * statically (design-system primitives, header, footer, the small libraries under them) goes
 * into `shell`, instead of the dozens of small shared chunks automatic splitting makes of them
 * when a hundred routes share them in different combinations. Every public page loads the
 * shell anyway; what only a page, a flow step or a lazily loaded part needs stays split.
 *
 * Fewer requests is what matters on a first visit over HTTP/1.1, where a browser opens six
 * connections per origin and each further request waits for one (docs/architecture.md
 * "Delivery"). React, React DOM and React Router keep their own chunks, as in the floor app,
 * so a site release does not change their cached files.
 */

/** Where the shell starts: the root route and the layout of the public pages. */
const SHELL_ROOTS = [/[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]layouts[\\/]default-layout\.tsx$/];

/**
 * Small modules most public pages load though the shell does not import them: `lazyPart`, which
 * the start page, broadband, support and the content pages use to hydrate their widgets later.
 */
const SHELL_EXTRAS = [/[\\/]design-system[\\/]src[\\/]lib[\\/]lazy-part\.ts$/];

/**
 * Where the parts of the content pages start (the start page, /kontantkort, /surf, the guides,
 * countries and campaigns): their sections, and the article around a page from the content
 * service. Everything these import statically (cards, rich text, icons, the static-content
 * lookup) becomes one `page-parts` chunk instead of a dozen of a few hundred bytes each: one
 * request, and gzip gets to compress them together (about 3 kB less on the start page).
 */
const PAGE_PART_ROOTS = [
  /[\\/]content[\\/]src[\\/]page-sections\.tsx$/,
  /[\\/]content[\\/]src[\\/]content-article\.tsx$/,
  /[\\/]app[\\/]components[\\/]static-content\.tsx$/,
  /[\\/]app[\\/]lib[\\/]static-content\.ts$/,
];

/**
 * Modules the root imports for the prerendered HTML only (the head's inline scripts): the client
 * build drops what they export, but the import graph still runs through them, and what they
 * import (the theme rules, the brand font's keys) would be put in the shell for nothing.
 */
const SERVER_ONLY_IMPORTS = [
  /[\\/]design-system[\\/]src[\\/]lib[\\/]theme-script\.ts$/,
  /[\\/]consent[\\/]src[\\/]lib[\\/]consent-hint\.ts$/,
];

/** React, React DOM and React Router: one chunk of their own, loaded by every page. */
export const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|@react-router)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Whether `id` is imported statically, directly or through others, by one of `roots` (not
 * through a module of SERVER_ONLY_IMPORTS).
 */
function importedBy(id: string, graph: ModuleGraph, roots: RegExp[]): boolean {
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (SERVER_ONLY_IMPORTS.some((module) => module.test(importer))) continue;
      if (roots.some((root) => root.test(importer))) return true;
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * The client build's chunk groups: the framework first (so the shell, which takes the modules
 * its own modules import, never takes React), then the shell, then the content pages' parts.
 */
export const CLIENT_CHUNK_GROUPS = [
  { name: 'framework', test: FRAMEWORK, priority: 3 },
  { name: (id: string, graph: ModuleGraph) => shellChunkName(id, graph), priority: 2 },
  { name: (id: string, graph: ModuleGraph) => pagePartsChunkName(id, graph), priority: 1 },
];

/** The name function of the shell's `codeSplitting` group. */
export function shellChunkName(id: string, graph: ModuleGraph): string | null {
  if (SHELL_ROOTS.some((root) => root.test(id))) return null;
  if (/\.css(?:\?|$)/.test(id)) return null;
  if (SERVER_ONLY_IMPORTS.some((module) => module.test(id))) return null;
  if (SHELL_EXTRAS.some((extra) => extra.test(id))) return 'shell';
  return importedBy(id, graph, SHELL_ROOTS) ? 'shell' : null;
}

/** The name function of the content pages' `codeSplitting` group. */
export function pagePartsChunkName(id: string, graph: ModuleGraph): string | null {
  if (/\.css(?:\?|$)/.test(id)) return null;
  if (PAGE_PART_ROOTS.some((root) => root.test(id))) return 'page-parts';
  return importedBy(id, graph, PAGE_PART_ROOTS) ? 'page-parts' : null;
}
