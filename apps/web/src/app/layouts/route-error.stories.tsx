import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'storybook/test';
import { RouteError } from './route-error';
import { screenModes } from '../../../../../.storybook/visual';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** A router whose only route fails with the given error, so RouteError shows as in the app. */
function RouteErrorStory({ error }: { error: unknown }) {
  const [router] = useState(() =>
    createMemoryRouter([
      { path: '/', element: <Throws error={error} />, errorElement: <RouteError /> },
    ]),
  );
  return <RouterProvider router={router} />;
}

/** What a screen shows when it fails to load or throws. */
const meta = {
  title: 'App/Layouts/RouteError',
  component: RouteErrorStory,
  parameters: { chromatic: { modes: screenModes() }, layout: 'fullscreen' },
  args: { error: new Error('boom') },
} satisfies Meta<typeof RouteErrorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Что-то пошло не так' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На дашборд' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** A lazily loaded chunk failed (new deploy or lost connection). */
export const ChunkFailed: Story = {
  args: {
    error: new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Не удалось загрузить страницу' }),
    ).toBeVisible();
  },
};
