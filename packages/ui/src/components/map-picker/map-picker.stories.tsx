import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createApi, createApiClient, TOKEN_KEYS } from '@ekran/api';
import {
  createMockSession,
  DEMO_CREDENTIALS,
  getPlayers,
  MOCK_PLAYER_TYPES,
  scenarios,
} from '@ekran/api/mocks';
import { MapPicker, type MapPickerProps } from './map-picker';
import { createFixtureBackend, generateFixturePlayers } from './map-picker.fixtures';
import type { LoadPlayers, MapBoundingBox, MapPlayer } from './map-picker.types';

const MOSCOW: [number, number] = [55.7558, 37.6173];
const players2k = generateFixturePlayers(2000);

/** Players packed around one spot, so the map shows one cluster at its centre. */
const tight = (n: number): MapPlayer[] =>
  generateFixturePlayers(n, 7).map((p, i) => ({
    ...p,
    latitude: MOSCOW[0] + ((i % 7) - 3) * 0.0004,
    longitude: MOSCOW[1] + (Math.floor(i / 7) - 3) * 0.0006,
  }));

function Controlled(props: MapPickerProps) {
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

const backend = createFixtureBackend({ players: players2k });

const meta = {
  title: 'Components/MapPicker',
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
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapCentre = (canvasElement: HTMLElement) => {
  const container = canvasElement.querySelector<HTMLElement>('.leaflet-container');
  if (!container) throw new Error('no map');
  const r = container.getBoundingClientRect();
  return { container, x: r.left + r.width / 2, y: r.top + r.height / 2, rect: r };
};

/** Waits until the canvas shows `n` players (clusters count for their members). */
const drawn = async (canvasElement: HTMLElement, n: number) => {
  const region = within(canvasElement).getByRole('region', { name: 'Карта экранов' });
  await waitFor(() => expect(region).toHaveAttribute('data-drawn', String(n)), { timeout: 10000 });
};

const clickAt = async (target: HTMLElement, clientX: number, clientY: number) =>
  userEvent.pointer([{ keys: '[MouseLeft]', target, coords: { clientX, clientY } }]);

/**
 * Clicks inside the map (popup buttons). Synthetic clicks carry no pointerType, so Leaflet would
 * read two of them within 200 ms as a touch double-tap; real mouse clicks never are.
 */
const clickInMap = async (el: HTMLElement) => {
  await new Promise((r) => setTimeout(r, 250));
  await userEvent.click(el);
};

const chosenCount = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="chosen-count"]')?.textContent;

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
 * Issue 19, a phone with a finger: the filters wait in a sheet behind one button; one finger
 * scrolls the page and taps choose screens (the map does not take one-finger drags, so it cannot
 * trap the page's scrolling), two fingers move and zoom the map, and a hint says so.
 */
export const PhoneTouch: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
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
 * A cluster's popup selects and deselects all of its players. The popup used to be reopened on
 * every render (a new `position` array each time), and each reopen's auto-pan re-rendered again:
 * the page hung. The observer counts how often Leaflet adds a popup to its pane.
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

const filterBackend = createFixtureBackend({ players: players2k });

export const Filters: Story = {
  args: {
    loadPlayers: filterBackend.loadPlayers,
    loadFilterOptions: filterBackend.loadFilterOptions,
  },
  play: async ({ canvas }) => {
    const foundText = async () =>
      Number(
        (await canvas.findByTestId('found'))
          .textContent!.match(/В области: ([\d\s]+)/)![1]!
          .replace(/\s/g, ''),
      );
    await canvas.findByText(/В области: [1-9]/, {}, { timeout: 5000 });
    const all = await foundText();

    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Экран в метро' }));
    await waitFor(() =>
      expect(filterBackend.calls.at(-1)?.filters).toEqual({ typeNames: ['METRO'] }),
    );
    await waitFor(async () => expect(await foundText()).toBeLessThan(all));
    const metro = await foundText();
    await expect(metro).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: /^Фильтры\s*· 1$/ })).toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Цена показа, ₽: от' }), '3000');
    await waitFor(
      () =>
        expect(filterBackend.calls.at(-1)?.filters).toEqual({
          typeNames: ['METRO'],
          price_from: 3000,
        }),
      { timeout: 5000 },
    );
    await waitFor(async () => expect(await foundText()).toBeLessThan(metro));

    await userEvent.click(canvas.getByRole('checkbox', { name: 'На улице' }));
    await waitFor(async () => expect(await foundText()).toBe(0));
    await expect(await canvas.findByText(/Здесь нет экранов/)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await waitFor(async () => expect(await foundText()).toBe(all));
    await expect(canvas.getByRole('textbox', { name: 'Цена показа, ₽: от' })).toHaveValue('');
  },
};

/** Nine players around the centre and nine 150 px to the west, unclustered at zoom 16. */
const lassoPlayers: MapPlayer[] = generateFixturePlayers(18, 3).map((p, i) => ({
  ...p,
  latitude: MOSCOW[0] + ((i % 3) - 1) * 0.0002,
  longitude: MOSCOW[1] + (Math.floor((i % 9) / 3) - 1) * 0.0003 - (i >= 9 ? 0.004 : 0),
}));

export const LassoSelection: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: lassoPlayers });
    return { loadPlayers: b.loadPlayers, loadFilterOptions: b.loadFilterOptions, zoom: 16 };
  })(),
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('В области: 18 экранов');
    await drawn(canvasElement, 18);
    const draw = async (mode: string) => {
      await userEvent.click(canvas.getByRole('button', { name: mode }));
      const layer = await canvas.findByTestId('lasso-layer');
      const { x, y } = mapCentre(canvasElement);
      const square = [
        [x - 60, y - 60],
        [x + 60, y - 60],
        [x + 60, y + 60],
        [x - 60, y + 60],
        [x - 60, y - 55],
      ].map(([clientX, clientY]) => ({
        target: layer,
        coords: { clientX: clientX!, clientY: clientY! },
      }));
      await userEvent.pointer([
        { keys: '[MouseLeft>]', ...square[0]! },
        ...square.slice(1),
        { keys: '[/MouseLeft]', ...square.at(-1)! },
      ]);
    };
    await draw('Обвести и выбрать');
    await waitFor(() => expect(chosenCount(canvasElement)).toBe('9'));
    const ids = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0].map(
      (p: MapPlayer) => p.id,
    );
    await expect([...ids].sort((a: number, b: number) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    // Esc leaves lasso mode; the map pans again.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByTestId('lasso-layer')).toBeNull();
    await draw('Обвести и снять');
    await waitFor(() => expect(chosenCount(canvasElement)).toBe('0'));
  },
};

export const HideChosen: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: lassoPlayers });
    return { loadPlayers: b.loadPlayers, zoom: 16, value: lassoPlayers.slice(0, 9) };
  })(),
  play: async ({ canvas }) => {
    await canvas.findByText('В области: 18 экранов');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Скрыть выбранные' }));
    await expect(await canvas.findByText('В области: 9 экранов')).toBeInTheDocument();
  },
};

/** Filter counts: «Найдено» matches the area's count, and each option says what ticking it gives. */
export const FilterCounts: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: players2k });
    return { loadPlayers: b.loadPlayers, loadFilterOptions: b.loadFilterOptions };
  })(),
  play: async ({ canvas }) => {
    const num = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));
    await canvas.findByText(/В области: [1-9]/, {}, { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText(/Загрузка экранов/)).toBeNull());
    const area = () =>
      num(canvas.getByTestId('found').textContent!.match(/В области: ([\d\s]+)/)![1]);
    const total = () => num(canvas.getByTestId('filter-total').textContent);
    await waitFor(() => expect(total()).toBe(area()));
    await expect(canvas.getByText(/среди загруженных/)).toBeInTheDocument();
    const metro = canvas.getByRole('checkbox', { name: 'Экран в метро' });
    // The count is the checkbox's description, so the name stays «Экран в метро».
    const metroCount = num(
      document.getElementById(metro.getAttribute('aria-describedby')!)!.textContent,
    );
    await expect(metroCount).toBeGreaterThan(0);
    await expect(metroCount).toBeLessThan(total());
    await userEvent.click(metro);
    await waitFor(() => expect(total()).toBe(metroCount));
    await waitFor(() => expect(area()).toBe(metroCount));
    await expect(canvas.getByRole('heading', { name: /^Фильтры\s*· 1$/ })).toBeInTheDocument();
  },
};

/**
 * «Скрыть выбранные» hides them at once and asks the server to leave them out of every further
 * request (exclude_ids); an unchosen player comes back without a new request.
 */
export const HideChosenExcludeIds: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: lassoPlayers });
    (globalThis as { __excludeBackend?: typeof b }).__excludeBackend = b;
    return { loadPlayers: b.loadPlayers, zoom: 16, value: lassoPlayers.slice(0, 3) };
  })(),
  play: async ({ canvas }) => {
    const b = (globalThis as { __excludeBackend?: ReturnType<typeof createFixtureBackend> })
      .__excludeBackend!;
    await canvas.findByText('В области: 18 экранов');
    await expect(b.calls.every((c) => c.excludeIds === undefined)).toBe(true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Скрыть выбранные' }));
    await expect(await canvas.findByText('В области: 15 экранов')).toBeInTheDocument();
    const before = b.calls.length;
    // Zoom out far enough for the cache grid to need new boxes.
    for (let i = 0; i < 4; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Отдалить' }));
      await new Promise((r) => setTimeout(r, 150));
    }
    await waitFor(() => expect(b.calls.length).toBeGreaterThan(before), { timeout: 5000 });
    for (const call of b.calls.slice(before)) {
      await expect([...(call.excludeIds ?? [])].sort()).toEqual([1, 2, 3]);
    }
    await waitFor(() => expect(canvas.queryByText(/Загрузка экранов/)).toBeNull());
    await new Promise((r) => setTimeout(r, 600));
    await waitFor(() => expect(canvas.queryByText(/Загрузка экранов/)).toBeNull());
    await expect(canvas.getByText('В области: 15 экранов')).toBeInTheDocument();
    // Unchosen, a player left out by the server is shown again from what the picker knows.
    const list = canvas.getByRole('list', { name: 'Список выбранных экранов' });
    const calls = b.calls.length;
    await userEvent.click(within(list).getAllByRole('button', { name: /^Убрать/ })[0]!);
    await expect(await canvas.findByText('В области: 16 экранов')).toBeInTheDocument();
    await expect(b.calls.length).toBe(calls);
  },
};

export const GeoPlans: Story = {
  args: (() => {
    const b = createFixtureBackend({
      players: players2k,
      plans: [
        { id: 1, name: 'Центр Москвы', players: [1, 2, 3] },
        { id: 2, name: 'Казань', players: [10, 11] },
      ],
    });
    return {
      loadPlayers: b.loadPlayers,
      loadFilterOptions: b.loadFilterOptions,
      resolvePlayers: b.resolvePlayers,
      listGeoPlans: b.listGeoPlans,
      saveGeoPlan: fn(b.saveGeoPlan),
      renameGeoPlan: fn(b.renameGeoPlan),
      deleteGeoPlan: fn(b.deleteGeoPlan),
    };
  })(),
  play: async ({ canvas, canvasElement, args }) => {
    const plans = await canvas.findByRole('list', { name: 'Сохранённые геопланы' });
    await expect(within(plans).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Применить «Центр Москвы»' }));
    await waitFor(() => expect(chosenCount(canvasElement)).toBe('3'));

    await userEvent.click(canvas.getByRole('button', { name: 'Переименовать «Центр Москвы»' }));
    const input = canvas.getByRole('textbox', { name: 'Новое название геоплана' });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Садовое кольцо{Enter}');
    await expect(args.renameGeoPlan).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1 }),
      'Садовое кольцо',
    );
    await expect(await canvas.findByText('Садовое кольцо')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Удалить «Казань»' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    await expect(args.deleteGeoPlan).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(plans).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Сохранить выбор как геоплан' }),
      'Мой план',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить геоплан' }));
    await expect(args.saveGeoPlan).toHaveBeenCalledWith({ name: 'Мой план', players: [1, 2, 3] });
    await expect(await canvas.findByText('Геоплан «Мой план» сохранён')).toBeInTheDocument();
    await expect(within(plans).getByText('Мой план')).toBeInTheDocument();
  },
};

/** Ten players in Yekaterinburg, far from the Moscow view: nothing of theirs is loaded. */
const farPlan = generateFixturePlayers(2000)
  .filter((p) => p.city_name === 'Екатеринбург')
  .slice(0, 10);

/** Applying a plan whose players are not loaded resolves them, chooses them and shows them. */
export const GeoPlanOutsideLoaded: Story = {
  args: (() => {
    const b = createFixtureBackend({
      players: players2k,
      plans: [{ id: 7, name: 'Екатеринбург', players: [...farPlan.map((p) => p.id), 999999] }],
    });
    return {
      zoom: 12,
      loadPlayers: b.loadPlayers,
      loadFilterOptions: b.loadFilterOptions,
      resolvePlayers: fn(b.resolvePlayers),
      listGeoPlans: b.listGeoPlans,
    };
  })(),
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText(/В области: [1-9]/, {}, { timeout: 5000 });
    await userEvent.click(await canvas.findByRole('button', { name: 'Применить «Екатеринбург»' }));
    await waitFor(() => expect(chosenCount(canvasElement)).toBe('10'));
    // Only what was not loaded is resolved, with all its data.
    const asked = (args.resolvePlayers as ReturnType<typeof fn>).mock.lastCall![0] as number[];
    await expect(asked).toContain(999999);
    await expect(asked).toContain(farPlan[0]!.id);
    const list = canvas.getByRole('list', { name: 'Список выбранных экранов' });
    await expect(within(list).getAllByText(/г\. Екатеринбург/).length).toBeGreaterThan(0);
    // The one id nobody knows is reported, not dropped silently.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'применён не полностью: 1 экран из 11 не найдено',
    );
    // The map moved to the plan and draws its players.
    await expect(await canvas.findByText(/В области: ([1-9]\d|[1-9]\d\d)/)).toBeInTheDocument();
    const region = canvas.getByRole('region', { name: 'Карта экранов' });
    await waitFor(() => expect(Number(region.dataset.drawn)).toBeGreaterThanOrEqual(10));
  },
};

/** Chukotka straddles 180°: players on both sides of it load, count and draw in one view. */
const chukotkaPlayers: MapPlayer[] = generateFixturePlayers(12, 5).map((p, i) => ({
  ...p,
  city_name: i < 6 ? 'Анадырь' : 'Уэлен',
  address: i < 6 ? `г. Анадырь, ул. Отке, д. ${i + 1}` : `с. Уэлен, д. ${i - 5}`,
  latitude: i < 6 ? 64.73 + i * 0.01 : 66.16 + (i - 6) * 0.01,
  longitude: i < 6 ? 177.5 + i * 0.01 : -169.81 + (i - 6) * 0.01,
}));

export const Antimeridian: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: chukotkaPlayers });
    (globalThis as { __chukotka?: typeof b }).__chukotka = b;
    return { loadPlayers: b.loadPlayers, center: [65.5, 180] as [number, number], zoom: 5 };
  })(),
  play: async ({ canvas, canvasElement }) => {
    const b = (globalThis as { __chukotka?: ReturnType<typeof createFixtureBackend> }).__chukotka!;
    await expect(await canvas.findByText('В области: 12 экранов')).toBeInTheDocument();
    await drawn(canvasElement, 12);
    for (const call of b.calls) {
      await expect(call.bbox.left_bottom.longitude).toBeGreaterThanOrEqual(-180);
      await expect(call.bbox.right_top.longitude).toBeLessThanOrEqual(180);
      await expect(call.bbox.left_bottom.longitude).toBeLessThan(call.bbox.right_top.longitude);
    }
    await expect(b.calls.some((c) => c.bbox.right_top.longitude > 170)).toBe(true);
    await expect(b.calls.some((c) => c.bbox.left_bottom.longitude < -170)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать все в области' }));
    await expect(chosenCount(canvasElement)).toBe('12');
  },
};

export const GeoPlansError: Story = {
  args: {
    listGeoPlans: () => Promise.reject(new Error('500')),
    saveGeoPlan: () => Promise.reject(new Error('500')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить геопланы.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------------------------
// Against the fake backend (MSW): the same callbacks the app wires, over the api package.

type Call = {
  bbox: MapBoundingBox;
  page: number;
  signal: AbortSignal;
  count?: number;
  size?: number;
  excludeIds?: readonly number[];
  ids?: number[];
};

/** Signs in the agency demo user and binds the picker's callbacks to the api client. */
function fakeBackend() {
  const tokens = createMockSession(DEMO_CREDENTIALS.agency.email);
  localStorage.setItem(TOKEN_KEYS.access, tokens.access_token);
  localStorage.setItem(TOKEN_KEYS.refresh, tokens.refresh_token);
  const api = createApi(createApiClient({ notifier: { error: () => {} } }));
  const calls: Call[] = [];
  const loadPlayers: LoadPlayers = async (bbox, filters, page, signal, excludeIds) => {
    const call: Call = { bbox, page, signal, excludeIds };
    calls.push(call);
    const res = await api.players.list(
      { page, bbox, filters, excludeIds: excludeIds ? [...excludeIds] : undefined },
      { signal },
    );
    call.count = res.count;
    call.size = res.results.length;
    call.ids = res.results.map((p) => p.id);
    return res;
  };
  const label = new Map(MOCK_PLAYER_TYPES.map((t) => [t.name, t.label]));
  const byId = new Map(getPlayers().map((p) => [p.id, p]));
  return {
    calls,
    args: {
      loadPlayers,
      loadFilterOptions: async (signal: AbortSignal) => {
        const [types, publishers, cities] = await Promise.all([
          api.players.types({}, { signal }),
          api.players.publishers({}, { signal }),
          api.players.cities({}, { signal }),
        ]);
        return {
          types: types.map((t) => ({ value: t.name, label: label.get(t.name) ?? t.name })),
          publishers: publishers.map((p) => ({ value: p.name, label: p.name })),
          cities: cities.map((c) => ({ value: c.name, label: c.name })),
        };
      },
      // The list call has no id filter; stories read the seeded catalogue for a plan's players.
      resolvePlayers: async (ids: number[]) =>
        ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [{ ...row, price: row.price_kop / 100 }] : [];
        }),
      listGeoPlans: (signal: AbortSignal) => api.players.geoplans.list({}, { signal }),
      saveGeoPlan: (plan: { name: string; players: number[] }) => api.players.geoplans.create(plan),
      renameGeoPlan: (plan: { id: number; players: number[] }, name: string) =>
        api.players.geoplans.update(plan.id, { name, players: plan.players }),
      deleteGeoPlan: async (id: number) => {
        await api.players.geoplans.remove(id);
      },
    } satisfies Partial<MapPickerProps>,
  };
}

const key = (b: MapBoundingBox) => JSON.stringify(b);

export const FakeBackend: Story = {
  args: { zoom: 12 },
  render: (args) => {
    const [backend] = useState(fakeBackend);
    (window as unknown as { __calls?: Call[] }).__calls = backend.calls;
    return <Controlled {...args} {...backend.args} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const calls = () => (window as unknown as { __calls: Call[] }).__calls;
    await canvas.findByText(/В области: [1-9]/, {}, { timeout: 10000 });
    await waitFor(() => expect(canvas.queryByText(/Загрузка экранов/)).toBeNull(), {
      timeout: 15000,
    });
    // Every page of every box was read: pages 1…⌈count / page size⌉, each once.
    const boxes = new Map<string, Call[]>();
    for (const c of calls()) boxes.set(key(c.bbox), [...(boxes.get(key(c.bbox)) ?? []), c]);
    for (const list of boxes.values()) {
      const first = list.find((c) => c.page === 1)!;
      const pages = Math.max(1, Math.ceil(first.count! / first.size!));
      await expect(list.map((c) => c.page).sort((a, b) => a - b)).toEqual(
        Array.from({ length: pages }, (_, i) => i + 1),
      );
    }
    await expect([...boxes.values()].some((list) => list.length > 1)).toBe(true);
    // Filter lists come from the dictionaries.
    await expect(await canvas.findByRole('checkbox', { name: 'Ситиборд' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Казань' })).toBeInTheDocument();

    // Zooming in stays inside what is loaded: no new request.
    const before = calls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Приблизить' }));
    await new Promise((r) => setTimeout(r, 800));
    await expect(calls().length).toBe(before);

    // New filters abort nothing stale here (all done) and load the box again, filtered.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Экран в метро' }));
    await waitFor(() => expect(calls().length).toBeGreaterThan(before), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText(/Загрузка экранов/)).toBeNull(), {
      timeout: 15000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать все в области' }));
    const count = Number(
      canvasElement.querySelector('[data-testid="chosen-count"]')!.textContent!.replace(/\s/g, ''),
    );
    await expect(count).toBeGreaterThan(0);
  },
};

export const FakeBackendStaleAborted: Story = {
  args: { zoom: 10 },
  parameters: {
    msw: { handlers: { players: scenarios.players.slow } },
    // It ends mid-load on purpose; how far the slow fake got is timing: no visual baseline.
    screenshot: { skip: true },
  },
  render: FakeBackend.render,
  play: async ({ canvas }) => {
    const calls = () => (window as unknown as { __calls: Call[] }).__calls;
    await waitFor(() => expect(calls().length).toBeGreaterThan(0), { timeout: 5000 });
    const first = calls()[0]!;
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Билборд' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(first.signal.aborted).toBe(true));
    await expect(await canvas.findByText(/Загрузка экранов/)).toBeInTheDocument();
  },
};

export const FakeBackendError: Story = {
  parameters: { msw: { handlers: { players: scenarios.players.error } } },
  render: FakeBackend.render,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Не удалось загрузить экраны');
    await expect(canvas.getByText('Не удалось загрузить геопланы.')).toBeInTheDocument();
  },
};

export const FakeBackendGeoPlans: Story = {
  // Clusters form from whichever pages of the fake arrived first: left out of the visual baseline.
  parameters: { screenshot: { hide: ['.leaflet-pane'] } },
  args: { zoom: 12 },
  render: FakeBackend.render,
  play: async ({ canvas, canvasElement }) => {
    const plans = await canvas.findByRole(
      'list',
      { name: 'Сохранённые геопланы' },
      { timeout: 5000 },
    );
    const first = within(plans).getAllByRole('listitem')[0]!;
    const name = first.querySelector('.font-medium')!.textContent!;
    const size = Number(first.textContent!.match(/([\d\s]+) экран/)![1]!.replace(/\s/g, ''));
    await userEvent.click(within(first).getByRole('button', { name: `Применить «${name}»` }));
    await waitFor(() =>
      expect(
        canvasElement
          .querySelector('[data-testid="chosen-count"]')!
          .textContent!.replace(/\s/g, ''),
      ).toBe(String(size)),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Сохранить выбор как геоплан' }),
      'Копия',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить геоплан' }));
    await expect(
      await within(plans).findByText('Копия', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Переименовать «Копия»' }));
    const input = canvas.getByRole('textbox', { name: 'Новое название геоплана' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Копия 2{Enter}');
    await expect(await within(plans).findByText('Копия 2')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить «Копия 2»' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(plans).queryByText('Копия 2')).toBeNull());
  },
};

export const KeyboardListSelection: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: lassoPlayers });
    return { loadPlayers: b.loadPlayers, zoom: 16 };
  })(),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('В области: 18 экранов');
    const toggle = canvas.getByRole('button', { name: /Списком: экраны в области \(18\)/ });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Экраны в области' });
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(18);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(chosenCount(canvasElement)).toBe('1');
    await expect(within(list).getAllByRole('checkbox')[0]).toBeChecked();
  },
};

/**
 * The lasso needs a pointer; from the keyboard an area is chosen by moving the map (Tab to it,
 * arrows, + and − to zoom) and then «Выбрать все в области» / «Снять в области». Each change is announced.
 */
export const KeyboardAreaSelection: Story = {
  args: (() => {
    const b = createFixtureBackend({ players: lassoPlayers });
    return { loadPlayers: b.loadPlayers, zoom: 16 };
  })(),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('В области: 18 экранов');
    const region = canvas.getByRole('region', { name: 'Карта экранов' });
    await expect(region).toHaveAccessibleDescription(/Без мыши/);
    const map = canvasElement.querySelector<HTMLElement>('.leaflet-container')!;
    await expect(map.tabIndex).toBe(0);
    // Zoom in from the keyboard with the map's own control until part of the players leave.
    const inArea = () =>
      Number(canvas.getByTestId('found').textContent!.match(/В области: (\d+)/)![1]);
    const zoomIn = canvas.getByRole('button', { name: 'Приблизить' });
    for (let i = 0; i < 3 && inArea() === 18; i++) {
      zoomIn.focus();
      await userEvent.keyboard('{Enter}');
      await new Promise((r) => setTimeout(r, 400));
    }
    await waitFor(() => expect(inArea()).toBeLessThan(18));
    await waitFor(() => expect(inArea()).toBeGreaterThan(0));
    const n = inArea();
    const selectAll = canvas.getByRole('button', { name: 'Выбрать все в области' });
    selectAll.focus();
    await userEvent.keyboard('{Enter}');
    await expect(chosenCount(canvasElement)).toBe(String(n));
    await expect(canvas.getByTestId('selection-announcement')).toHaveTextContent(
      new RegExp(`^Добавлено: ${n} экран(а|ов)?\\. Выбрано всего: ${n}\\.$`),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Снять в области' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(chosenCount(canvasElement)).toBe('0');
    await expect(canvas.getByTestId('selection-announcement')).toHaveTextContent(
      new RegExp(`^Снято: ${n} экран(а|ов)?\\. Выбрано всего: 0\\.$`),
    );
  },
};

export const FakeBackendExcludeIds: Story = {
  // What is in view and chosen depends on the order the fake's pages arrived: no visual baseline.
  parameters: { screenshot: { skip: true } },
  args: { zoom: 13 },
  render: FakeBackend.render,
  play: async ({ canvas }) => {
    const calls = () => (window as unknown as { __calls: Call[] }).__calls;
    await canvas.findByText(/В области: [1-9]/, {}, { timeout: 10000 });
    await waitFor(() => expect(canvas.queryByText(/Загрузка экранов/)).toBeNull(), {
      timeout: 15000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать все в области' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Скрыть выбранные' }));
    // Pages of the box still arriving bring players that were not in view at the first click.
    await waitFor(
      async () => {
        if (!canvas.queryByText('В области: 0 экранов'))
          await userEvent.click(canvas.getByRole('button', { name: 'Выбрать все в области' }));
        await expect(canvas.getByText('В области: 0 экранов')).toBeInTheDocument();
      },
      { timeout: 15000, interval: 500 },
    );
    const before = calls().length;
    for (let i = 0; i < 3; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Отдалить' }));
      await new Promise((r) => setTimeout(r, 150));
    }
    await waitFor(() => expect(calls().length).toBeGreaterThan(before), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText(/Загрузка экранов/)).toBeNull(), {
      timeout: 15000,
    });
    const later = calls().slice(before);
    const excluded = new Set(later[0]!.excludeIds);
    await expect(excluded.size).toBeGreaterThan(0);
    // The fake server honours exclude_ids: none of the chosen players comes back.
    for (const call of later) {
      await expect(call.ids!.filter((id) => excluded.has(id))).toEqual([]);
    }
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
