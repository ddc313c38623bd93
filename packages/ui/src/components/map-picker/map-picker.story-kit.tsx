/**
 * What the map picker's story files, one per theme, share: the fixture players around Moscow, the
 * controlled wrapper, the default args, and the helpers the `play` functions use to find the map,
 * wait for drawn players and click in the map.
 */
import { useState } from 'react';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapPicker, type MapPickerProps } from './map-picker';
import { createFixtureBackend, generateFixturePlayers } from './map-picker.fixtures';
import type { MapPlayer } from './map-picker.types';

export const MOSCOW: [number, number] = [55.7558, 37.6173];
export const players2k = generateFixturePlayers(2000);

/** Players packed around one spot, so the map shows one cluster at its centre. */
export const tight = (n: number): MapPlayer[] =>
  generateFixturePlayers(n, 7).map((p, i) => ({
    ...p,
    latitude: MOSCOW[0] + ((i % 7) - 3) * 0.0004,
    longitude: MOSCOW[1] + (Math.floor(i / 7) - 3) * 0.0006,
  }));

export function Controlled(props: MapPickerProps) {
  const [value, setValue] = useState<MapPlayer[]>(props.value ?? []);
  return (
    <MapPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

export const backend = createFixtureBackend({ players: players2k });

export const mapCentre = (canvasElement: HTMLElement) => {
  const container = canvasElement.querySelector<HTMLElement>('.leaflet-container');
  if (!container) throw new Error('no map');
  const r = container.getBoundingClientRect();
  return { container, x: r.left + r.width / 2, y: r.top + r.height / 2, rect: r };
};

/** Waits until the canvas shows `n` players (clusters count for their members). */
export const drawn = async (canvasElement: HTMLElement, n: number) => {
  const region = within(canvasElement).getByRole('region', { name: 'Карта экранов' });
  await waitFor(() => expect(region).toHaveAttribute('data-drawn', String(n)), { timeout: 10000 });
};

export const clickAt = async (target: HTMLElement, clientX: number, clientY: number) =>
  userEvent.pointer([{ keys: '[MouseLeft]', target, coords: { clientX, clientY } }]);

/**
 * Clicks inside the map (popup buttons). Synthetic clicks carry no pointerType, so Leaflet would
 * read two of them within 200 ms as a touch double-tap; real mouse clicks never are.
 */
export const clickInMap = async (el: HTMLElement) => {
  await new Promise((r) => setTimeout(r, 250));
  await userEvent.click(el);
};

export const chosenCount = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="chosen-count"]')?.textContent;

/** Nine players around the centre and nine 150 px to the west, unclustered at zoom 16. */
export const lassoPlayers: MapPlayer[] = generateFixturePlayers(18, 3).map((p, i) => ({
  ...p,
  latitude: MOSCOW[0] + ((i % 3) - 1) * 0.0002,
  longitude: MOSCOW[1] + (Math.floor((i % 9) / 3) - 1) * 0.0003 - (i >= 9 ? 0.004 : 0),
}));

/** The meta every map picker story file starts from (it adds its own title). */
export const mapPickerMeta = {
  component: MapPicker,
  parameters: { layout: 'padded' },
  args: {
    tileUrl: null,
    center: MOSCOW,
    zoom: 10,
    height: '30rem',
    debounceMs: 100,
    onChange: fn(),
    loadPlayers: backend.loadPlayers,
    loadFilterOptions: backend.loadFilterOptions,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Omit<Meta<typeof MapPicker>, 'title'>;
