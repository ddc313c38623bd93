import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const dirname = path.dirname(fileURLToPath(import.meta.url));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
].map((name) => new RegExp(`^${name}(/.*)?$`));

/** Library build of the client; the fake backend is a separate entry that production never loads. */
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: path.join(dirname, 'src/index.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: { external },
    outDir: 'dist',
    emptyOutDir: true,
  },
});
