import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the server sends: scripts, styles, pages, route data, manifests and vector images. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|data|svg|webmanifest|txt|xml|map)$/;

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Write `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) next to every text file
 * of the built site, so the server answers with a precompressed copy instead of compressing on
 * every request (docs/architecture.md "Delivery"). A copy that would not be smaller is not written.
 */
export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      const inner = precompressDir(file);
      result.files += inner.files;
      result.bytes += inner.bytes;
      result.brotliBytes += inner.brotliBytes;
      result.gzipBytes += inner.gzipBytes;
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    result.files += 1;
    result.bytes += content.length;
    result.brotliBytes += Math.min(brotli.length, content.length);
    result.gzipBytes += Math.min(gzip.length, content.length);
  }
  return result;
}
