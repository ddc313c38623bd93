import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import pkg from './package.json' with { type: 'json' };

const dirname = path.dirname(fileURLToPath(import.meta.url));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
].map((name) => new RegExp(`^${name}(/.*)?$`));

/** Library build: the app consumes src directly; this proves the package builds on its own. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    lib: { entry: path.join(dirname, 'src/index.ts'), formats: ['es'], fileName: 'index' },
    rollupOptions: { external: [...external, /^react\/jsx-runtime$/] },
    outDir: 'dist',
    emptyOutDir: true,
  },
});
