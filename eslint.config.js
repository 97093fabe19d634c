// One lint setup for the whole workspace. Each package runs `eslint .` from its folder;
// ESLint finds this file by looking upwards.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Packages that every layer may use; everything else in packages/ is a domain package. */
const basePackages = ['design-system', 'contracts', 'forms'];
/**
 * Shared widgets one floor below the domains (docs/architecture.md): every domain may use them;
 * they use only the base packages, never a domain.
 */
const sharedPackages = ['bankid'];
const domainPackages = fs
  .readdirSync(path.join(root, 'packages'), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      !basePackages.includes(entry.name) &&
      !sharedPackages.includes(entry.name),
  )
  .map((entry) => entry.name);

const appImports = {
  group: ['@lingon/site', '@lingon/site/*', '@lingon/server', '@lingon/server/*', '**/apps/*'],
  message: 'Packages never import an app: apps compose packages, not the other way round.',
};
const crossPackageRelative = {
  group: ['../../*/src/*', '../../../*/src/*', '**/packages/*/src/*'],
  message: 'Import another package by its name (@lingon/…), never by a relative path into it.',
};

const upwardImports = [...sharedPackages, ...domainPackages].flatMap((name) => [
  `@lingon/${name}`,
  `@lingon/${name}/*`,
]);

/**
 * Import-boundary rules: apps → domain packages → shared widgets → base packages. Domain packages
 * never import each other; a screen that needs two domains composes them in the site.
 */
const boundaries = [
  {
    files: ['packages/design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            crossPackageRelative,
            {
              group: ['@lingon/*'],
              message: 'The design system imports no other workspace package.',
            },
          ],
        },
      ],
    },
  },
  ...['contracts', 'forms'].map((name) => ({
    files: [`packages/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            crossPackageRelative,
            {
              group: ['@lingon/*', `!@lingon/${name}`, `!@lingon/${name}/*`],
              message: `${name} is a base package: it imports no other workspace package.`,
            },
          ],
        },
      ],
    },
  })),
  ...sharedPackages.map((name) => ({
    files: [`packages/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            crossPackageRelative,
            {
              group: upwardImports.filter((pattern) => !pattern.startsWith(`@lingon/${name}`)),
              message: `${name} is a shared widget package: it imports only the base packages (contracts, design-system, forms), never a domain package.`,
            },
          ],
        },
      ],
    },
  })),
  ...domainPackages.map((name) => ({
    files: [`packages/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            crossPackageRelative,
            {
              group: domainPackages
                .filter((other) => other !== name)
                .flatMap((other) => [`@lingon/${other}`, `@lingon/${other}/*`]),
              message:
                'Domain packages never import each other: compose the two domains in the site.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.storybook/public/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // The package's index imports every icon, so the build's chunk grouping (shell-chunk.ts)
          // cannot tell which icons a module really uses and the app shell carried them all.
          selector: "ImportDeclaration[source.value='lucide-react'][importKind!='type']",
          message:
            "Import each icon from its own module: `import X from 'lucide-react/icons/x'` (types from 'lucide-react').",
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  ...boundaries.map((block) => ({ ...block, basePath: root })),
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Journeys take `test` from './fixtures', which fails on a CSP violation.",
            },
          ],
        },
      ],
    },
  },
);
