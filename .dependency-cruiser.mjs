// @ts-check
/*
 * Import cycles, run by `pnpm lint` after ESLint. ESLint's cycle rule (import-x/no-cycle) skips
 * type-only imports with no option to count them, and a cycle of types still ties two modules
 * together: neither can move, split or be understood alone. dependency-cruiser reads type-only
 * and dynamic imports as edges too (tsPreCompilationDeps), so every cycle is one here.
 * The other import boundaries (packages, the web app's layers, features) stay in eslint.config.js.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Модули не импортируют друг друга по кругу, даже ради типа или через import(): ' +
        'общее переносится ниже, в отдельный модуль (например, *.types.ts), ' +
        'а то, что знает только приложение, передаётся вниз через контекст или props.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|\\.git|\\.vite|\\.vitest|dist|dist-demo|storybook-static|test-results|playwright-report|coverage)/|/public/mockServiceWorker\\.js$',
    },
    // Type-only imports are edges: `import type` is erased at build time but not from the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The workspace packages resolve through their package.json exports, to their sources
    // (@ekran/ui's through the `@ekran/source` condition, the one tsconfig.base.json turns on).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@ekran/source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
