import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PlayersMap, type PlayersMapPoint } from './players-map';
import { PLAYGROUND } from '../../../../../.storybook/visual';

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
  argTypes: {
    points: {
      description:
        "The campaign's chosen players: id, name (the dot's tooltip), latitude, longitude; the view fits them all, an empty list shows Moscow.",
      control: 'object',
    },
    label: {
      description: 'Names the map for screen readers: what its dots are.',
      control: 'text',
      table: { defaultValue: { summary: 'Экраны на карте' } },
    },
    height: {
      description: 'Height of the map, a CSS length: small, an overview beside the figures.',
      control: 'text',
      table: { defaultValue: { summary: '20rem' } },
    },
    tileUrl: {
      description:
        'Tile URL template; null (the default) draws a plain ground with no network, a URL draws real streets.',
      control: 'text',
      table: { defaultValue: { summary: 'null' } },
    },
    tileAttribution: {
      description: 'Credit for the tiles, shown with them.',
      control: 'text',
      table: { defaultValue: { summary: '© участники OpenStreetMap' } },
    },
  },
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

/** Every prop in the Controls panel; Leaflet measures the map once, so a new height or tiles draw it anew. */
export const Playground: Story = {
  args: { points, label: 'Экраны на карте', height: '20rem', tileUrl: null },
  render: (args) => <PlayersMap key={`${args.height}|${args.tileUrl}`} {...args} />,
  parameters: PLAYGROUND,
};
