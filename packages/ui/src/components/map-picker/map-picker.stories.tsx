import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type MapPicker } from './map-picker';
import { createFixtureBackend, generateFixturePlayers } from './map-picker.fixtures';
import {
  chosenCount,
  clickAt,
  clickInMap,
  Controlled,
  drawn,
  mapCentre,
  mapPickerMeta,
  MOSCOW,
  players2k,
  tight,
} from './map-picker.story-kit';
import type { MapPlayer } from './map-picker.types';
import { componentModes, PLAYGROUND } from '../../../../../.storybook/visual';

/** The data calls: the fixture backend's functions, which the Controls panel cannot edit. */
const backendCall = (description: string) => ({ description, control: false }) as const;

/** The picker on fixture players: loading, choosing by click, cluster and area, touch. */
const meta = {
  ...mapPickerMeta,
  title: 'Components/MapPicker',
  argTypes: {
    readOnly: {
      description:
        "The campaign's view: the chosen players on the map, no filters, nothing to change (choose a few first, then turn it on).",
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    height: {
      description:
        'Height of the map, a CSS length; on a wide screen the panels beside it scroll within the same height.',
      control: 'text',
      table: { defaultValue: { summary: '36rem' } },
    },
    center: {
      description: 'Where the map opens, [latitude, longitude]: the campaign’s city.',
      control: 'object',
      table: { defaultValue: { summary: '[55.7558, 37.6173] (Moscow)' } },
    },
    zoom: {
      description: 'Zoom the map opens at: 10 shows a city, 4 a country.',
      control: { type: 'number', min: 3, max: 18 },
      table: { defaultValue: { summary: '10' } },
    },
    debounceMs: {
      description:
        'Wait after the map stops before asking for players, ms: fewer calls while the user drags.',
      control: { type: 'number', min: 0, max: 2000, step: 50 },
      table: { defaultValue: { summary: '300' } },
    },
    tileUrl: {
      description:
        'Tile URL template; null (the stories) draws a plain ground with no network, a URL draws real streets.',
      control: 'text',
      table: { defaultValue: { summary: 'OpenStreetMap' } },
    },
    tileAttribution: { description: 'Credit for the tiles, shown with them.', control: 'text' },
    typeLabels: {
      description: 'Type code → Russian label, for filter options that carry no labels.',
      control: 'object',
    },
    value: {
      description: 'The chosen players (controlled); choose them on the map.',
      control: false,
    },
    defaultValue: { control: false },
    filters: { description: 'The filters (controlled); set them in the panel.', control: false },
    defaultFilters: { control: false },
    onChange: { control: false },
    onFiltersChange: { control: false },
    onDrawStats: { control: false },
    loadPlayers: backendCall('One page of players inside a box.'),
    loadFilterOptions: backendCall('Types, publishers and cities for the filter lists.'),
    resolvePlayers: backendCall("Full players for a geo plan's ids."),
    listGeoPlans: backendCall(
      "The user's saved geo plans; it or saveGeoPlan shows the plans panel.",
    ),
    saveGeoPlan: backendCall('Saves the chosen players as a geo plan.'),
    renameGeoPlan: backendCall('Renames a geo plan.'),
    deleteGeoPlan: backendCall('Deletes a geo plan.'),
  },
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/В области: [1-9]/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Карта экранов' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Билборд' })).toBeInTheDocument();
  },
};

/** `(pointer: coarse)` answers true, as on a phone or a tablet; the rest of matchMedia is real. */
function pretendFingerPointer() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query === '(pointer: coarse)'
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } as MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}

/**
 * a phone with a finger: the filters wait in a sheet behind one button; one finger
 * scrolls the page and taps choose screens (the map does not take one-finger drags, so it cannot
 * trap the page's scrolling), two fingers move and zoom the map, and a hint says so.
 */
export const PhoneTouch: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: componentModes('phone') } },
  beforeEach: pretendFingerPointer,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(/В области: [1-9]/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('touch-hint')).toHaveTextContent('двумя пальцами');
    const { container } = mapCentre(canvasElement);
    await expect(container).not.toHaveClass('leaflet-touch-drag');
    await expect(getComputedStyle(container).touchAction).toBe('pan-x pan-y');
    // The filters: not on the page, one button away.
    await expect(canvas.queryByRole('checkbox', { name: 'Билборд' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Фильтры экранов' });
    await userEvent.click(await within(sheet).findByRole('checkbox', { name: 'Билборд' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /^Показать на карте: / }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Фильтры: 1' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ManyPlayers: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: generateFixturePlayers(20000), pageSize: 2000 });
    return {
      loadPlayers: b.loadPlayers,
      loadFilterOptions: b.loadFilterOptions,
      zoom: 4,
      center: [57, 45],
    };
  })(),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(/В области: 20\s000 экранов/, {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    // Canvas, not DOM: no marker elements at all.
    await expect(canvasElement.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: players2k, hang: true });
    return { loadPlayers: b.loadPlayers };
  })(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Загрузка экранов/)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: players2k, fail: true });
    return { loadPlayers: b.loadPlayers, loadFilterOptions: b.loadFilterOptions };
  })(),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить экраны');
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: [] });
    return { loadPlayers: b.loadPlayers, loadFilterOptions: b.loadFilterOptions };
  })(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Здесь нет экранов/)).toBeInTheDocument();
    await expect(canvas.getByText('В области: 0 экранов')).toBeInTheDocument();
  },
};

export const WithSelection: Story = {
  args: { value: players2k.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(chosenCount(canvasElement)).toBe('3');
    const list = within(canvasElement).getByRole('list', { name: 'Список выбранных экранов' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ReadOnly: Story = {
  args: { value: players2k.slice(0, 40), readOnly: true, loadPlayers: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Фильтры экранов' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Убрать/ })).toBeNull();
    await expect(chosenCount(canvasElement)).toBe('40');
  },
};

export const ClickPlayer: Story = {
  args: (() => {
    const one = { ...players2k[0]!, latitude: MOSCOW[0], longitude: MOSCOW[1] };
    const b = createFixtureBackend({ players: [one] });
    return { loadPlayers: b.loadPlayers, loadFilterOptions: b.loadFilterOptions };
  })(),
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('В области: 1 экран');
    const { container, x, y } = mapCentre(canvasElement);
    await drawn(canvasElement, 1);
    await clickAt(container, x, y);
    const choose = await canvas.findByRole('button', { name: 'Выбрать' });
    await expect(canvas.getByText('Билборд')).toBeInTheDocument();
    await clickInMap(choose);
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 1 })]);
    await expect(chosenCount(canvasElement)).toBe('1');
    await clickInMap(canvas.getByRole('button', { name: 'Убрать из выбора' }));
    await expect(chosenCount(canvasElement)).toBe('0');
  },
};

/**
 * A cluster's popup selects and deselects all of its players. The popup must not reopen on every
 * render (a new `position` array each time): each reopen's auto-pan would render again, and the
 * page would hang. The observer counts how often Leaflet adds a popup to its pane.
 */
export const ClusterSelection: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: tight(49) });
    return { loadPlayers: b.loadPlayers, loadFilterOptions: b.loadFilterOptions };
  })(),
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('В области: 49 экранов');
    const { container, x, y } = mapCentre(canvasElement);
    await drawn(canvasElement, 49);
    const pane = container.querySelector<HTMLElement>('.leaflet-popup-pane')!;
    let opened = 0;
    const observer = new MutationObserver((records) => {
      for (const r of records) opened += r.addedNodes.length;
    });
    observer.observe(pane, { childList: true });
    const errors = spyOn(console, 'error');
    try {
      await clickAt(container, x, y);
      await expect(await canvas.findByText('49 экранов в группе')).toBeInTheDocument();
      await expect(await canvas.findByText('Выбрано: 0')).toBeInTheDocument();
      await clickInMap(await canvas.findByRole('button', { name: 'Выбрать все' }));
      await waitFor(() => expect(chosenCount(canvasElement)).toBe('49'));
      await expect(canvas.getByText('Выбрано: 49')).toBeInTheDocument();
      const ids = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0].map(
        (p: MapPlayer) => p.id,
      );
      await expect([...ids].sort((a: number, b: number) => a - b)).toEqual(
        Array.from({ length: 49 }, (_, i) => i + 1),
      );
      await clickInMap(canvas.getByRole('button', { name: 'Снять выбор' }));
      await waitFor(() => expect(chosenCount(canvasElement)).toBe('0'));
      await expect(canvas.getByText('Выбрано: 0')).toBeInTheDocument();
      // One popup, opened once, however many renders the selection caused.
      await expect(pane.querySelectorAll('.leaflet-popup')).toHaveLength(1);
      await expect(opened).toBe(1);
      await expect(
        errors.mock.calls.some((call) => String(call[0]).includes('Maximum update depth')),
      ).toBe(false);
    } finally {
      observer.disconnect();
      errors.mockRestore();
    }
  },
};

export const SelectInView: Story = {
  play: async ({ canvas, canvasElement }) => {
    const found = await canvas.findByText(/В области: [1-9]/, {}, { timeout: 5000 });
    const count = found.textContent!.match(/В области: ([\d\s]+)/)![1]!.trim();
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать все в области' }));
    await expect(chosenCount(canvasElement)).toBe(count);
    await userEvent.click(canvas.getByRole('button', { name: 'Снять в области' }));
    await expect(chosenCount(canvasElement)).toBe('0');
  },
};

export const DarkThemePopup: Story = {
  ...ClickPlayer,
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('В области: 1 экран');
    const { container, x, y } = mapCentre(canvasElement);
    await drawn(canvasElement, 1);
    await clickAt(container, x, y);
    await expect(await canvas.findByRole('button', { name: 'Выбрать' })).toBeInTheDocument();
    const wrapper = canvasElement.querySelector('.leaflet-popup-content-wrapper')!;
    await expect(getComputedStyle(wrapper).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

/**
 * Every prop in the Controls panel that is not a data call. The data calls are the fixture
 * backend's functions (geo plans are in «MapPicker: filters and geo plans»), and the chosen players
 * and the filters are set in the picker itself. Leaflet measures the map and reads its centre, zoom
 * and tiles once, so a change of one of them draws the map anew, and the choice starts empty.
 */
export const Playground: Story = {
  args: { ...mapPickerMeta.args, readOnly: false },
  render: (args) => (
    <Controlled
      key={JSON.stringify([args.center, args.zoom, args.height, args.tileUrl])}
      {...args}
    />
  ),
  parameters: PLAYGROUND,
};
