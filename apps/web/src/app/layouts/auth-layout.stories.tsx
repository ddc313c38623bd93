import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { withApp } from '../../test/app-story';
import { AuthLayout } from './auth-layout';
import { screenModes } from '../../../../../.storybook/visual';

/** The auth frame with a stand-in form in its outlet. */
function AuthLayoutWithPage() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="*" element={<h1 className="text-2xl font-semibold">Вход</h1>} />
      </Route>
    </Routes>
  );
}

/** Frame of login, recovery, reset and registration: tenant name, card, terms link. */
const meta = {
  title: 'App/Layouts/AuthLayout',
  component: AuthLayoutWithPage,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'fullscreen',
    app: { route: '/login', path: '/*', user: null },
  },
} satisfies Meta<typeof AuthLayoutWithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    // The tenant's support address (email_tg) where users look for help.
    await expect(
      await canvas.findByRole('link', { name: 'support@ekran.demo' }, { timeout: 5000 }),
    ).toHaveAttribute('href', 'mailto:support@ekran.demo');
  },
};

/** The Storybook tenant toolbar re-skins app screens too: the fake answers with that tenant. */
export const AnotherTenant: Story = {
  globals: { tenant: 'gorod-ekran' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Город-Экран', {}, { timeout: 5000 })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-tenant', 'gorod-ekran');
  },
};

/** Dark variant of a tenant, as picked in the toolbar. */
export const AnotherTenantDark: Story = {
  globals: { tenant: 'mediafasad', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('МедиаФасад', {}, { timeout: 5000 })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-tenant', 'mediafasad');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
