import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The design system's docs pages (packages/ui/src/docs) first: the introduction opens Storybook.
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    // The test widget runs the story tests through the dev server; a static build (`pnpm
    // build:storybook`, STORYBOOK_STATIC) cannot run them, so it ships without the addon's panel.
    ...(process.env.STORYBOOK_STATIC ? [] : ['@storybook/addon-vitest']),
    // Not msw-storybook-addon: its preview annotations would start the service worker before every
    // story; preview.tsx starts it, with the fake backend, only for the stories that use them.
  ],
  // mockServiceWorker.js lives in the web app's public folder; Storybook serves the same file.
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // @ekran/ui's source, not its dist: stories show the design system as it is in the work tree
    // (packages/ui/package.json, "@ekran/source").
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@ekran/source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)],
    };
    // Lazily loaded chart, map and calendar libraries are pre-bundled so a first visit does not
    // reload the page.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@ekran/ui > leaflet',
        '@ekran/ui > react-leaflet',
        '@ekran/ui > supercluster',
        '@ekran/ui > react-day-picker',
        '@ekran/ui > react-day-picker/locale',
      ],
    };
    return viteConfig;
  },
};

export default config;
