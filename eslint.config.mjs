// One lint setup for every workspace. Rules favour catching bugs and keeping boundaries
// (bulletproof-react's import direction, no import cycles) over style: Prettier owns style.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { REMOTES, SHELL } from '@coffee/topology';

const root = path.dirname(new URL(import.meta.url).pathname);
// The shell and the remotes, as the topology lists them (`npm install` builds it: `prepare`).
const frontends = [SHELL.workspace, ...Object.values(REMOTES).map((remote) => remote.workspace)];
/** Code that runs in the browser, and its tests (which may use the libraries directly). */
const browserSource = frontends
  .map((ws) => `${ws}/src/**/*.{ts,tsx}`)
  .concat(['packages/{ui,platform,events}/src/**/*.{ts,tsx}']);
/** Classic zod (the exact module names: 'zod/mini' is the one to use). */
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "Browser code and the contracts import 'zod/mini' (tree-shakable): classic zod puts all of itself on the first load.",
}));
/** A direct react-router import (only @coffee/ui's src/router.ts makes one). */
const directRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message:
    "Import routing from '@coffee/ui' (src/router.ts re-exports the subset in use; add what is missing there): a direct import bundles a second react-router with its own contexts.",
};
const browserTests = [
  '**/__tests__/**',
  '**/*.test.{ts,tsx}',
  '**/src/test/**',
  'packages/*/src/testing/**',
];

/** Features never import each other, and never reach up into the app layer. */
function featureZones() {
  const zones = [];
  for (const ws of frontends) {
    const featuresDir = path.join(root, ws, 'src/features');
    if (!fs.existsSync(featuresDir)) continue;
    for (const feature of fs.readdirSync(featuresDir)) {
      if (!fs.statSync(path.join(featuresDir, feature)).isDirectory()) continue;
      zones.push({
        target: `./${ws}/src/features/${feature}`,
        from: `./${ws}/src/features`,
        except: [`./${feature}`],
        message: 'Features do not import each other: compose them in src/app.',
      });
    }
    zones.push({
      target: `./${ws}/src/features`,
      from: `./${ws}/src/app`,
      message: 'Features must not import the app layer.',
    });
    // bulletproof-react's direction: shared -> features -> app, never back.
    zones.push({
      target: `./${ws}/src/shared`,
      from: [`./${ws}/src/features`, `./${ws}/src/app`],
      message:
        'shared/ is used by features, never the other way round: move the code into shared/.',
    });
  }
  return zones;
}

const services = fs
  .readdirSync(path.join(root, 'services'))
  .filter((name) => fs.existsSync(path.join(root, 'services', name, 'src')));

/** A service's domain (use cases) knows neither HTTP nor the database: it talks through ports. */
function serviceLayerZones() {
  return services.flatMap((svc) => [
    {
      target: `./services/${svc}/src/domain`,
      from: [`./services/${svc}/src/data`, `./services/${svc}/src/http`],
      message: 'domain/ must not import data/ or http/: declare a port in domain/ports.ts instead.',
    },
    {
      target: `./services/${svc}/src/data`,
      from: `./services/${svc}/src/http`,
      message: 'data/ must not import http/.',
    },
  ]);
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      '.data/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.swap-build/**',
      // npm run release's copies of built remotes.
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.base.json'],
          conditionNames: ['@coffee/source', 'types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: frontends
      .map((ws) => `${ws}/src/**/*.{ts,tsx}`)
      .concat(['packages/{ui,platform,events}/src/**/*.{ts,tsx}']),
    languageOptions: { globals: { ...globals.browser, __RELEASE__: 'readonly' } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...(featureZones().length
    ? [
        {
          files: frontends.map((ws) => `${ws}/src/**/*.{ts,tsx}`),
          rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones() }] },
        },
      ]
    : []),
  // The first load (issue 11): libraries only partly used are not federation shared modules (a
  // shared module is never tree-shaken). Each is reached through the one singleton that carries
  // the subset in use, so the page still holds exactly one router and one store.
  {
    // react-router: only @coffee/ui (src/router.ts) imports it.
    files: browserSource,
    ignores: [...browserTests, 'packages/ui/src/router.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [directRouter] }] },
  },
  {
    // The catalog's pages are the first load: a zod schema built in the catalog's own bundle
    // brings a second zod core to the page. Its schemas come from platform's copy.
    files: ['mfe-catalog/src/**/*.{ts,tsx}'],
    ignores: browserTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            directRouter,
            {
              group: ['@coffee/contracts'],
              importNamePattern: 'Schema$',
              message:
                "Take contract schemas from '@coffee/platform' (src/contracts.ts; add the one you need there): @coffee/platform is the page's one copy of zod, and a schema built in this bundle adds another.",
            },
            {
              group: ['zod/mini'],
              message:
                "Build no zod schema in the catalog: take the contract's from '@coffee/platform' (see above).",
            },
          ],
        },
      ],
    },
  },
  {
    // Redux Toolkit and react-redux: only @coffee/platform (the store, the one RTK Query api)
    // imports them; browser code parses with zod/mini (services keep classic zod).
    files: browserSource,
    ignores: [...browserTests, 'packages/platform/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@reduxjs/toolkit',
                '@reduxjs/toolkit/*',
                'react-redux',
                'redux',
                'immer',
                'reselect',
              ],
              allowTypeImports: true,
              message:
                "Import Redux Toolkit / react-redux from '@coffee/platform' (src/redux.ts re-exports what is used; add what is missing there): a direct import bundles a second copy, and a second react-redux cannot see the store.",
            },
          ],
          paths: classicZod,
        },
      ],
    },
  },
  {
    files: ['packages/platform/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: browserTests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: classicZod,
        },
      ],
    },
  },
  {
    files: services.map((svc) => `services/${svc}/src/**/*.ts`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serviceLayerZones() }] },
  },
  {
    // The domain's tests may build it with real adapters; the domain itself may not.
    files: services.map((svc) => `services/${svc}/src/domain/**/*.ts`),
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['mongoose', 'mongodb', 'express', 'express-*', 'supertest', 'http-proxy-*'],
              message:
                'domain/ holds use cases only: HTTP belongs in http/, the database in data/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['**/__tests__/**', 'e2e/**', '**/bench/**', 'scripts/**', 'packages/tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
