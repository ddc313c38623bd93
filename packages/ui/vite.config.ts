import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Dependencies and peers stay imports: the app's bundler dedupes them with its own. */
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
].map((name) => new RegExp(`^${name}(/.*)?$`));

const WORKER_URL = "new URL('./cluster.worker.ts', import.meta.url)";
const WORKER_PLACEHOLDER = '__EKRAN_CLUSTER_WORKER_URL__';

/**
 * The map's cluster worker stays a module of its own beside cluster-index.js, created by
 * `new Worker(new URL('./cluster.worker.js', import.meta.url))`: the pattern an app's bundler (Vite,
 * webpack, Rspack) recognises and bundles as a worker, with the app's own copy of supercluster.
 * Vite's worker handling would bundle it here instead and mark the URL `@vite-ignore`, so the app's
 * bundler would never copy the file. The URL is hidden from Vite while it transforms and put back
 * when the chunk is written.
 */
function keepClusterWorker(): Plugin {
  return {
    name: 'ekran:keep-cluster-worker',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/map-picker/lib/cluster-index.ts')) return null;
      if (!code.includes(WORKER_URL))
        this.error(`cluster-index.ts no longer creates ${WORKER_URL}`);
      return { code: code.replace(WORKER_URL, WORKER_PLACEHOLDER), map: null };
    },
    renderChunk(code) {
      if (!code.includes(WORKER_PLACEHOLDER)) return null;
      return {
        code: code.replace(WORKER_PLACEHOLDER, "new URL('./cluster.worker.js', import.meta.url)"),
        map: null,
      };
    },
  };
}

/**
 * The package's JavaScript: ESM, one file per source module, so an app's bundler keeps only what
 * it imports (with `sideEffects` limited to CSS). Two public entries, `@ekran/ui` and
 * `@ekran/ui/map`, plus the map's worker. build.ts adds the CSS and the declarations.
 */
export default defineConfig({
  plugins: [react(), keepClusterWorker()],
  build: {
    lib: {
      entry: {
        index: path.join(dirname, 'src/index.ts'),
        map: path.join(dirname, 'src/map.ts'),
        'components/map-picker/lib/cluster.worker': path.join(
          dirname,
          'src/components/map-picker/lib/cluster.worker.ts',
        ),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: path.join(dirname, 'src'),
        entryFileNames: '[name].js',
      },
    },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
