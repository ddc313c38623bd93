import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PlayersMap, type PlayersMapPoint } from './players-map';

/** Fixed points around central Moscow. */
const points: PlayersMapPoint[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Экран ${index + 1}`,
  latitude: 55.7 + ((index * 37) % 100) / 1000,
  longitude: 37.55 + ((index * 53) % 100) / 1000,
}));

const meta = {
  title: 'Components/PlayersMap',
  component: PlayersMap,
  args: { points },
} satisfies Meta<typeof PlayersMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Экраны на карте' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('path.leaflet-interactive')).toHaveLength(12),
    );
    // Leaflet's drawing has no name of its own: the region's label speaks for it.
    const drawings = [...canvasElement.querySelectorAll('svg')];
    await expect(drawings.length).toBeGreaterThan(0);
    for (const svg of drawings) await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Empty: Story = { args: { points: [] } };
