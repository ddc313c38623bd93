/**
 * Builds the published package into dist/ (`pnpm --filter @ekran/ui build`):
 * 1. JavaScript: vite.config.ts, ESM one file per module, entries `@ekran/ui` and `@ekran/ui/map`;
 * 2. CSS: styles.css (precompiled Tailwind: base, theme, tokens, every class the components use) and
 *    tokens.css (the variables only), with the Inter files beside them in dist/fonts;
 * 3. declarations: tsc (TypeScript 7) emits one .d.ts per module, whose relative imports then get
 *    the `.js` of the file they name, as Node's ESM resolution (and so `moduleResolution: node16`)
 *    requires.
 * The Tailwind theme (`@ekran/ui/theme.css`) is published as its source: an app's Tailwind compiles it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import tailwindcss from '@tailwindcss/vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });

await build({
  configFile: false,
  root,
  // Relative URLs: the fonts are found beside the stylesheet wherever the app serves it.
  base: './',
  logLevel: 'warn',
  plugins: [tailwindcss()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    // Every font stays a file: a data URL would make the browser download all subsets at once.
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: {
        styles: path.join(root, 'src/styles.css'),
        tokens: path.join(root, 'src/tokens.css'),
      },
      output: {
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? '[name][extname]'
            : 'fonts/[name][extname]',
      },
    },
  },
});
// Inter's licence (SIL OFL) travels with the font files.
fs.copyFileSync(
  path.join(root, 'src/fonts/inter-LICENSE.txt'),
  path.join(dist, 'fonts/inter-LICENSE.txt'),
);

execFileSync(
  process.execPath,
  [path.join(root, '../../node_modules/typescript7/bin/tsc'), '-p', 'tsconfig.build.json'],
  { cwd: root, stdio: 'inherit' },
);
const specifier = /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
// `import 'leaflet/dist/leaflet.css'` means nothing to a type, and TypeScript 6 reports it unresolved.
const sideEffectImport = /^import\s+['"][^'"]+['"];\n/gm;
for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const full = path.join(dist, file);
  const text = fs.readFileSync(full, 'utf8');
  const fixed = text
    .replace(sideEffectImport, '')
    .replace(specifier, (_match, head: string, quote: string, spec: string) => {
      const target = path.resolve(path.dirname(full), spec);
      if (fs.existsSync(`${target}.d.ts`)) return `${head}${quote}${spec}.js${quote}`;
      if (fs.existsSync(path.join(target, 'index.d.ts')))
        return `${head}${quote}${spec}/index.js${quote}`;
      throw new Error(`${file}: no declaration for ${spec}`);
    });
  if (fixed !== text) fs.writeFileSync(full, fixed);
}
