import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@ekran/ui/styles.css';

const tenants = ['ekran'] as const;

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
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
    msw: { handlers: {} },
  },
};

export default preview;
