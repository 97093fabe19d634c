// `pnpm packages:pack`: the tarballs of the published packages, as `pnpm pack` makes them (with
// publishConfig.exports, the built dist/, the changelog and real versions for workspace:*), put
// where examples/partner-react installs them from (vendor/<name>.tgz). Run after `build:lib`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vendor = path.join(root, 'examples/partner-react/vendor');
const PUBLISHED = ['design-system', 'contracts', 'broadband'];

mkdirSync(vendor, { recursive: true });
for (const name of PUBLISHED) {
  const packageDir = path.join(root, 'packages', name);
  const out = mkdtempSync(path.join(os.tmpdir(), `lingon-pack-${name}-`));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: packageDir, stdio: 'ignore' });
  const [tarball] = readdirSync(out).filter((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack made no tarball for ${name}`);
  const listing = execFileSync('tar', ['-tzf', path.join(out, tarball)], { encoding: 'utf8' });
  for (const required of ['package/package.json', 'package/CHANGELOG.md', 'package/dist/']) {
    if (!listing.split('\n').some((line) => line.startsWith(required))) {
      throw new Error(`${tarball} has no ${required}`);
    }
  }
  if (/package\/src\//.test(listing)) throw new Error(`${tarball} carries source files`);
  renameSync(path.join(out, tarball), path.join(vendor, `${name}.tgz`));
  rmSync(out, { recursive: true, force: true });
  console.log(`${tarball} → examples/partner-react/vendor/${name}.tgz`);
}
