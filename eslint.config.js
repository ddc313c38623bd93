// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import vitest from '@vitest/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import {
  createTypeScriptImportResolver,
  defaultConditionNames,
} from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Features of the web app: every folder under apps/web/src/features. */
const featuresDir = fileURLToPath(new URL('./apps/web/src/features', import.meta.url));
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      'storybook-static/**',
      '**/public/mockServiceWorker.js',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: { ...vitest.configs.recommended.rules },
  },
  // Boundaries: ui knows nothing of the api or the app; api has no UI; features stay apart.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@ekran/api', '@ekran/api/*'],
        message: 'ui не импортирует api: данные приходят через props и колбэки.',
      },
      { group: ['@ekran/web', '**/apps/web/**'], message: 'ui не импортирует приложение.' },
    ]),
  },
  {
    files: ['packages/api/src/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@ekran/ui', '@ekran/ui/*', '**/packages/ui/**'],
        message: 'api не импортирует ui.',
      },
      { group: ['@ekran/web', '**/apps/web/**'], message: 'api не импортирует приложение.' },
      { group: ['react-dom', 'react-dom/*', '*.tsx'], message: 'В api нет React-компонентов.' },
    ]),
  },
  {
    /*
     * Inside the web app, imports go one way: app → features → components → lib. The route table
     * and the frames (app) know the screens; a screen (features) is built from the app's shared
     * parts (components) and helpers (lib); what a lower layer needs from a higher one is handed
     * down (props, context), never imported. Features stay apart. Paths are resolved (TypeScript's
     * resolution, the workspace packages through their exports), so `../../app/x` from any depth
     * and an import without its extension are judged by the file they reach.
     */
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${root}tsconfig.json`,
          alwaysTryTypes: true,
          // @ekran/ui's exports name dist/ for installers and its source under `@ekran/source`,
          // the condition this repo turns on (tsconfig.base.json's customConditions).
          conditionNames: ['@ekran/source', ...defaultConditionNames],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'apps/web/src/lib',
              from: ['apps/web/src/components', 'apps/web/src/features', 'apps/web/src/app'],
              message:
                'lib — нижний слой web: он не импортирует components, features и app; нужное передаётся через props или контекст.',
            },
            {
              target: 'apps/web/src/components',
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message:
                'components не импортируют features и app: порядок app → features → components → lib.',
            },
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message:
                'features не импортируют app: то, что знает приложение, передаётся вниз через контекст или props.',
            },
            ...features.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Фичи не импортируют друг друга: общее переносится в components, lib, ui или api.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Money, numbers and dates are shown through the ui formatters (one home for the Russian format:
    // «250 000,00 ₽», not «250000.00 ₽»). A wire value (the server's "1234.50") says so on its line.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/format/**', '**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['toFixed', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map(
          (method) => ({
            selector: `CallExpression[callee.property.name='${method}']`,
            message: `Числа, деньги и даты форматирует ui (formatMoney, formatNumber, formatDate…), не ${method}.`,
          }),
        ),
      ],
    },
  },
  {
    files: ['**/*.config.{js,ts}', '.storybook/**', 'scripts/**', '**/e2e/**'],
    rules: { 'storybook/no-uninstalled-addons': 'off' },
  },
);
