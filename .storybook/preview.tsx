import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlersByDomain, MOCK_TODAY, resetMockDb } from '@ekran/api/mocks';
import '@ekran/ui/styles.css';
import { installFixedClock } from './fixed-clock';

installFixedClock(MOCK_TODAY);

// A loaded 2-core CI machine answers the fake backend and lazy chunks in seconds, not the 1 s that
// Testing Library waits by default (`findBy…`, `waitFor`): a flake, not a bug (billings LoadError).
configure({ asyncUtilTimeout: 15_000 });

/**
 * Waits, before the accessibility check, until no refetch is dimming what is on screen: the rows of
 * a table that refetches after a mutation sit at 60 % opacity, and axe, checking them half-way, finds
 * their muted text below 4.5:1 (the documents UploadAct flake on a loaded machine). A story that
 * shows the refetch on purpose says `parameters: { refreshing: 'shown' }`.
 */
async function refreshSettled(parameters: { refreshing?: string }): Promise<void> {
  if (parameters.refreshing === 'shown') return;
  const deadline = Date.now() + 15_000;
  while (document.querySelector('[data-refreshing]') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const tenants = ['ekran', 'gorod-ekran', 'mediafasad'] as const;

/** Applies the tenant and light/dark theme chosen in the toolbar to the whole document. */
const withTheme: Decorator = (Story, context) => {
  const root = document.documentElement;
  root.dataset.tenant = String(context.globals.tenant ?? 'ekran');
  root.dataset.theme = String(context.globals.theme ?? 'light');
  root.lang = 'ru';
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  // Every story starts from the seeded database, whatever the previous story changed.
  beforeEach: ({ parameters }) => {
    resetMockDb();
    // Tells the visual baseline (vitest.setup.ts) what of this story not to compare.
    (globalThis as { __ekranScreenshot__?: unknown }).__ekranScreenshot__ = parameters.screenshot;
  },
  // Runs before the accessibility addon's own afterEach (Storybook runs them last-composed first).
  afterEach: async ({ parameters }) => {
    await refreshSettled(parameters);
  },
  decorators: [withTheme],
  globalTypes: {
    tenant: {
      description: 'Тенант (white-label)',
      toolbar: {
        title: 'Тенант',
        icon: 'paintbrush',
        items: tenants.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Светлая или тёмная тема',
      toolbar: {
        title: 'Тема',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Светлая' },
          { value: 'dark', title: 'Тёмная' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'ekran', theme: 'light' },
  parameters: {
    layout: 'padded',
    // The widths the product is designed for (DESIGN.md): phone, tablet, laptop, desktop.
    viewport: {
      options: {
        phone: { name: 'Телефон 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: {
          name: 'Планшет 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        laptop: {
          name: 'Ноутбук 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Монитор 1920',
          styles: { width: '1920px', height: '1080px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
    // The fake backend, one key per domain: a story overrides one, e.g. { campaigns: scenarios.campaigns.empty }.
    msw: { handlers: handlersByDomain },
  },
};

export default preview;
