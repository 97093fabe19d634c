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

/** React, React DOM and React Router: one chunk of their own, loaded by every page. */
export const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|@react-router)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Whether `id` is imported statically, directly or through others, by a shell root. */
function inShell(id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (SHELL_ROOTS.some((root) => root.test(importer))) return true;
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
 * its own modules import, never takes React), then the shell.
 */
export const CLIENT_CHUNK_GROUPS = [
  { name: 'framework', test: FRAMEWORK, priority: 2 },
  { name: (id: string, graph: ModuleGraph) => shellChunkName(id, graph), priority: 1 },
];

/** The name function of the shell's `codeSplitting` group. */
export function shellChunkName(id: string, graph: ModuleGraph): string | null {
  if (SHELL_ROOTS.some((root) => root.test(id))) return null;
  if (/\.css(?:\?|$)/.test(id)) return null;
  return inShell(id, graph) ? 'shell' : null;
}
