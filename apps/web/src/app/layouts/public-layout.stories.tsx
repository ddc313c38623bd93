import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { withApp } from '../../test/app-story';
import { PublicLayout } from './public-layout';
import { screenModes } from '../../../../../.storybook/visual';

/** The public frame with a stand-in page in its outlet. */
function PublicLayoutWithPage() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<h1 className="text-2xl font-semibold">Публичная страница</h1>} />
      </Route>
    </Routes>
  );
}

/** Frame of the terms of use and the shared campaign: tenant branding, no sidebar. */
const meta = {
  title: 'App/Layouts/PublicLayout',
  component: PublicLayoutWithPage,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'fullscreen',
    app: { route: '/terms-of-use', path: '/*', user: null },
  },
} satisfies Meta<typeof PublicLayoutWithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Публичная страница' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
