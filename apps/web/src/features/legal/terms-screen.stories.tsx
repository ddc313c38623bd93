import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../test/app-story';
import { TermsScreen } from './terms-screen';
import { screenModes } from '../../../../../.storybook/visual';

/** /terms-of-use: the agreement with the tenant's company as the operator. */
const meta = {
  title: 'Screens/Legal/TermsOfUse',
  component: TermsScreen,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    app: { route: '/terms-of-use', path: '/terms-of-use', user: null },
  },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Пользовательское соглашение', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Редакция от \d{2}\.\d{2}\.\d{2}$/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  },
};
