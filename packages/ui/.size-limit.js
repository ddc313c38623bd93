// @ts-check
// Budgets for what an app bundles when it imports one thing from @ekran/ui (`pnpm test:package`).
// Sizes are minified and gzipped, React and react-dom left out (peers). Each figure covers the
// component with every dependency it pulls in (Radix, lucide icons, date-fns…), so a budget breaks
// when tree-shaking does: importing Button must not bring the map.
// Each limit is the size when it was set plus about 10 %; raise one only with the reason in the
// commit.
import fs from 'node:fs';

/**
 * Rolldown does not bundle CSS; Leaflet's stylesheet, which the map imports, is counted as its
 * text (comments and runs of whitespace dropped, as a CSS minifier would).
 * @type {import('rolldown').Plugin}
 */
const cssAsText = {
  name: 'css-as-text',
  load(id) {
    if (!id.endsWith('.css')) return null;
    const css = fs
      .readFileSync(id, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ');
    return {
      code: `globalThis.__css = (globalThis.__css ?? '') + ${JSON.stringify(css)};`,
      moduleType: 'js',
    };
  },
};

/** @param {import('rolldown').RolldownOptions} config */
const withCss = (config) => ({ ...config, plugins: [cssAsText] });

/** @param {string} name @param {string} path @param {string} imports @param {string} limit */
const check = (name, path, imports, limit) => ({
  name,
  path,
  import: imports,
  limit,
  gzip: true,
  modifyRolldownConfig: withCss,
});

export default [
  check('Button', 'dist/index.js', '{ Button }', '12 kB'),
  check('Modal', 'dist/index.js', '{ Modal }', '28 kB'),
  check('Toaster', 'dist/index.js', '{ Toaster, toast }', '17 kB'),
  check('ScheduleGrid', 'dist/index.js', '{ ScheduleGrid }', '16.5 kB'),
  check('all of @ekran/ui', 'dist/index.js', '*', '143 kB'),
  check('map: MapPicker', 'dist/map.js', '{ MapPicker }', '106 kB'),
  check('map: PlayersMap', 'dist/map.js', '{ PlayersMap }', '62 kB'),
  {
    name: 'map: cluster worker',
    path: 'dist/components/map-picker/lib/cluster.worker.js',
    gzip: true,
    limit: '5 kB',
  },
  { name: 'styles.css', path: 'dist/styles.css', rolldown: false, gzip: true, limit: '11.5 kB' },
  { name: 'tokens.css', path: 'dist/tokens.css', rolldown: false, gzip: true, limit: '1.5 kB' },
];
