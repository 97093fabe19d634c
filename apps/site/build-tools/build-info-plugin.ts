import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** The files that tell running clients a newer build exists (SPEC §7 "Build and delivery"). */
export function buildInfoFiles(
  info: BuildInfo,
  prerendered: readonly string[],
): { fileName: string; source: string }[] {
  return [
    { fileName: 'builds/latest.json', source: JSON.stringify(info) },
    {
      fileName: `builds/meta/${info.id}.json`,
      source: JSON.stringify({ ...info, prerendered: [...prerendered] }),
    },
  ];
}

/**
 * Gives the client build an id (as `import.meta.env.VITE_BUILD_ID`) and writes
 * `builds/latest.json` and `builds/meta/<id>.json` next to the assets, so an open tab can see
 * that a newer build was deployed and reload.
 */
export function buildInfoPlugin(options: {
  prerendered: readonly string[];
  info?: BuildInfo;
}): Plugin {
  const info = options.info ?? { id: randomUUID(), timestamp: Date.now() };
  let isClientBuild = false;
  return {
    name: 'lingon:build-info',
    config(_config, env) {
      const id = env.command === 'build' ? info.id : 'dev';
      return {
        define: {
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(id),
          'import.meta.env.VITE_BUILD_TIMESTAMP': JSON.stringify(String(info.timestamp)),
        },
      };
    },
    configResolved(config) {
      isClientBuild = config.command === 'build' && !config.build.ssr;
    },
    generateBundle() {
      // The prerender (server) build must not write these: only the deployed client files count.
      if (!isClientBuild) return;
      for (const file of buildInfoFiles(info, options.prerendered)) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
  };
}
