import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, dirname, 'VITE_');
  const mocks = env.VITE_MOCKS === 'true';
  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      // Outside demo and dev builds the fake backend is replaced by an empty module, so no byte of
      // it can reach the production bundle (scripts/check-no-mocks.mjs proves it after the build).
      alias: mocks
        ? []
        : [
            {
              find: /^@ekran\/api\/mocks(\/.*)?$/,
              replacement: path.join(dirname, 'src/app/mocks-disabled.ts'),
            },
          ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: { sourcemap: true, target: 'es2022' },
  };
});
