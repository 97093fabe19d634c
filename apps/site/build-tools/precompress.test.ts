import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dirs: string[] = [];
function site(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const script = 'export const lingon = "mobil och bredband";\n'.repeat(200);

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the original, in subfolders too', () => {
    const dir = site({ 'assets/app-abc.js': script, 'bredband/index.html': `<p>${script}</p>` });
    const result = precompressDir(dir);
    expect(result.files).toBe(2);
    for (const name of ['assets/app-abc.js', 'bredband/index.html']) {
      const original = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
    }
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes / 10);
  });

  it('leaves images, fonts and tiny files alone', () => {
    const dir = site({
      'og-image.png': Buffer.alloc(4096, 1),
      'assets/inter.woff2': Buffer.alloc(4096, 2),
      'robots.txt': 'User-agent: *\n',
    });
    expect(precompressDir(dir).files).toBe(0);
    for (const name of ['og-image.png', 'assets/inter.woff2', 'robots.txt']) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
    }
  });
});
