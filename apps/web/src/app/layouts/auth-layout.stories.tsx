import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { withApp } from '../../test/app-story';
import { AuthLayout } from './auth-layout';

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
  parameters: { layout: 'fullscreen', app: { route: '/login', path: '/*', user: null } },
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
  },
};
