// Builds the published form of a workspace package (run from the package's folder, as its
// `build:lib` script): what `publishConfig.exports` in its package.json lists, and nothing else.
//
// - JavaScript: one ES module per published entry (Vite library mode, unminified, shared code in
//   dist/chunks/), every bare import left to the consumer (dependencies and peers);
// - type declarations: dist/types/, mirroring src/ (tsc, from the same sources);
// - CSS: when the package has src/library.css, one stylesheet, dist/styles.css (Tailwind, only
//   what the package renders, no fonts).
//
// Inside the workspace the packages keep exporting their source (`exports`); `pnpm pack` writes
// `publishConfig.exports` into the tarball's package.json instead.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';

const packageDir = process.cwd();
const distDir = path.join(packageDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const published = pkg.publishConfig?.exports;
if (!published) throw new Error(`${pkg.name}: no publishConfig.exports to build`);

/** './broadband/address-search' → 'src/broadband/address-search.ts' (the workspace export). */
function sourceOf(entry) {
  const source = pkg.exports[entry];
  if (typeof source !== 'string') throw new Error(`${pkg.name}: ${entry} is not exported`);
  return source.replace(/^\.\//, '');
}

/** What publishConfig.exports must say for an entry: its module and its declarations. */
function publishedForm(entry) {
  const name = entry.replace(/^\.\//, '');
  const types = sourceOf(entry)
    .replace(/^src\//, './dist/types/')
    .replace(/\.tsx?$/, '.d.ts');
  return { types, import: `./dist/${name}.js` };
}

const entries = Object.keys(published).filter(
  (entry) => entry !== './styles.css' && entry !== './package.json',
);
for (const entry of entries) {
  const expected = JSON.stringify(publishedForm(entry));
  if (JSON.stringify(published[entry]) !== expected) {
    throw new Error(`${pkg.name}: publishConfig.exports["${entry}"] should be ${expected}`);
  }
}

rmSync(distDir, { recursive: true, force: true });
mkdirSync(distDir, { recursive: true });

const isBare = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

await build({
  configFile: false,
  root: packageDir,
  logLevel: 'warn',
  build: {
    outDir: distDir,
    emptyOutDir: false,
    minify: false,
    target: 'es2022',
    copyPublicDir: false,
    lib: {
      entry: Object.fromEntries(
        entries.map((entry) => [
          entry.replace(/^\.\//, ''),
          path.join(packageDir, sourceOf(entry)),
        ]),
      ),
      formats: ['es'],
    },
    rolldownOptions: {
      external: isBare,
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});

const css = path.join(packageDir, 'src/library.css');
if (existsSync(css)) {
  if (published['./styles.css'] !== './dist/styles.css') {
    throw new Error(
      `${pkg.name}: publishConfig.exports["./styles.css"] should be ./dist/styles.css`,
    );
  }
  const stub = path.join(distDir, '.styles-entry.js');
  writeFileSync(stub, `import ${JSON.stringify(css)};\n`);
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      cssCodeSplit: false,
      lib: {
        entry: stub,
        formats: ['es'],
        fileName: () => '.styles-entry.out.js',
        cssFileName: 'styles',
      },
    },
  });
  rmSync(stub);
  rmSync(path.join(distDir, '.styles-entry.out.js'), { force: true });
  const built = readFileSync(path.join(distDir, 'styles.css'), 'utf8');
  if (/@font-face|url\([^)]*\.woff2?/.test(built)) {
    throw new Error(`${pkg.name}: dist/styles.css must load no fonts`);
  }
}

// Declarations of the published entries (and what they import from the package), beside them.
const tsconfig = path.join(distDir, 'tsconfig.lib.json');
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: '../src',
      outDir: './types',
    },
    include: [],
    files: entries.map((entry) => `../${sourceOf(entry)}`),
  }),
);
const tsc = fileURLToPath(import.meta.resolve('typescript/bin/tsc'));
execFileSync(process.execPath, [tsc, '-p', tsconfig], { stdio: 'inherit' });
rmSync(tsconfig);
// Every package the published form imports (code or types) must be one a consumer installs with
// it: a dependency or a peer. A workspace-only package (forms, bankid) would fail to install.
const declared = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]);
const undeclared = new Set();
for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
  if (!/\.(?:js|d\.ts)$/.test(file)) continue;
  const text = readFileSync(path.join(distDir, file), 'utf8');
  // `from` and `import(` as keywords, not inside a string or a name (tailwind-merge's
  // configuration has a class group called "from").
  const imports = /(?<![\w$"'.-])(?:from|import\()\s*["']([^"'./][^"']*)["']/g;
  for (const [, specifier] of text.matchAll(imports)) {
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    if (!declared.has(name)) undeclared.add(`${name} (${file})`);
  }
}
if (undeclared.size > 0) {
  throw new Error(
    `${pkg.name}: the published form imports undeclared packages: ${[...undeclared].join(', ')}`,
  );
}
console.log(`${pkg.name}: ${entries.length} entries built to dist/`);
