import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { MOCK_TODAY } from '@ekran/api/mocks/constants';
import { toastStore } from '@ekran/ui';
import './styles.css';
import { installFixedClock } from './fixed-clock';
import { componentModes, storybookViewports, TENANTS } from './visual';
import { chartsDrawn } from './visual-wait';

installFixedClock(MOCK_TODAY);

// A loaded 2-core CI machine answers the fake backend and lazy chunks in seconds, not the 1 s that
// Testing Library waits by default (`findBy…`, `waitFor`): a story would fail for a slow machine,
// not for a bug.
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

/**
 * Whether a story talks to the fake backend: the app's screens and frames (titles «Screens/…» and
 * «App/…»: they call the api), and any story that says so (`parameters: { fake: true }`, or its
 * own `msw` handlers). The rest, the design system's stories, open without the fake and its
 * service worker.
 */
const usesFake = ({ title, parameters }: { title: string; parameters: Record<string, unknown> }) =>
  (parameters.fake as boolean | undefined) ??
  (Boolean(parameters.msw) || /^(Screens|App)\//.test(title));

/** The service worker, once a story has started it; cleared of handlers for a story without the fake. */
let worker: { resetHandlers: () => void } | undefined;

/**
 * The fake backend and Mock Service Worker, loaded with the first story that uses them. The fake
 * answers every domain, and loads a domain's handlers with the story's first call to it
 * (@ekran/api/mocks/lazy); a story replaces a domain's handlers with its own
 * (`msw: { handlers: { campaigns: fakeDomain('campaigns', 'empty') } }`).
 */
const fakeLoader: Loader = async (context) => {
  if (!usesFake(context)) {
    worker?.resetHandlers();
    return {};
  }
  // msw/browser too: the addon imports it only once it has loaded, one round trip later.
  const [{ fakeDomains, resetMockDb }, { mswLoader }] = await Promise.all([
    import('@ekran/api/mocks/lazy'),
    import('msw-storybook-addon/csf3'),
    import('msw/browser'),
  ]);
  // The story starts from the seeded database, whatever the previous one changed.
  resetMockDb();
  const own = (context.parameters.msw as { handlers?: Record<string, unknown> } | undefined)
    ?.handlers;
  const withFake = {
    ...context,
    parameters: { ...context.parameters, msw: { handlers: { ...fakeDomains(), ...own } } },
  };
  await mswLoader()(withFake);
  worker = (withFake as { msw?: typeof worker }).msw;
  return {};
};

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
  loaders: [fakeLoader],
  // Every story starts with no toasts, whatever the previous story (or, in the tests' shared page,
  // the previous file) left; fakeLoader resets the fake's database.
  beforeEach: ({ canvasElement }) => {
    toastStore.clear();
    // The story's root, which the visual baseline (vitest.setup.ts) shoots.
    (globalThis as { __ekranCanvas__?: HTMLElement }).__ekranCanvas__ = canvasElement;
  },
  // Runs before the accessibility addon's own afterEach (Storybook runs them last-composed first),
  // and before Chromatic's snapshot: a chart is drawn once its box is measured.
  afterEach: async ({ parameters }) => {
    await refreshSettled(parameters);
    await chartsDrawn();
  },
  decorators: [withTheme],
  globalTypes: {
    tenant: {
      description: 'Тенант (white-label)',
      toolbar: {
        title: 'Тенант',
        icon: 'paintbrush',
        items: TENANTS.map((value) => ({ value, title: value })),
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
    // A designer's reading order: what the system is, its foundations, then the parts and screens.
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Components', 'Screens'],
      },
    },
    // The widths the product is designed for (DESIGN.md), shared with the tests and Chromatic.
    viewport: { options: storybookViewports },
    /**
     * The visual matrix and its rules, read by Chromatic and by the local baseline alike
     * (.storybook/visual.ts): a component is shot in every tenant × theme; screens set
     * screenModes() in their meta. Toasts close on a timer, so whether one is still up depends on
     * the machine: they are left out of the picture, except in the Toast stories, which hold
     * theirs open; the screen stories assert their text instead.
     */
    chromatic: {
      modes: componentModes(),
      ignoreSelectors: ['[data-position]'],
      pauseAnimationAtEnd: true,
    },
    visual: { why: 'toasts close on a timer; the Toast stories show them' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
