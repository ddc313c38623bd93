import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApi, createApiClient, TOKEN_KEYS, type Player } from '@ekran/api';
import {
  createMockSession,
  DEMO_CREDENTIALS,
  fakeDomain,
  getPlayers,
  MOCK_PLAYER_TYPES,
} from '@ekran/api/mocks/lazy';
import { type MapPicker, type MapPickerProps } from './map-picker';
import { createFixtureBackend } from './map-picker.fixtures';
import { chosenCount, Controlled, lassoPlayers, mapPickerMeta } from './map-picker.story-kit';
import type { LoadPlayers, MapBoundingBox, MapPlayer } from './map-picker.types';

/** Against the fake backend (MSW) through the api package, and choosing by keyboard. */
const meta = {
  ...mapPickerMeta,
  title: 'Components/MapPicker: fake backend and keyboard',
  // The design system's stories open without the fake backend; these talk to it.
  parameters: { ...mapPickerMeta.parameters, fake: true },
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

type Call = {
  bbox: MapBoundingBox;
  page: number;
  signal: AbortSignal;
  count?: number;
  size?: number;
  excludeIds?: readonly number[];
  ids?: number[];
};

/**
 * The picker's player from the api's. The picker places, filters and sums only known values, so a
 * player whose place, venue or figures the server left unknown stays off this story's map rather
 * than showing a false 0 (the fake backend sends them all).
 */
function toMapPlayer(player: Player): MapPlayer[] {
  const { latitude, longitude, venue, ots, grp, price } = player;
  if (latitude === null || longitude === null || !venue) return [];
  if (ots === null || grp === null || price === null) return [];
  return [{ ...player, latitude, longitude, venue, ots, grp, price }];
}

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
    return { count: res.count, next: res.next, results: res.results.flatMap(toMapPlayer) };
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
          return row ? toMapPlayer({ ...row, price: row.price_kop / 100 }) : [];
        }),
      listGeoPlans: (signal: AbortSignal) => api.players.geoplans.list({}, { signal }),
      // A save's 2xx is a save: an answer without the plan is read back from the list.
      saveGeoPlan: async (plan: { name: string; players: number[] }) => {
        const saved = await api.players.geoplans.create(plan);
        if (saved) return saved;
        const listed = (await api.players.geoplans.list({})).find((p) => p.name === plan.name);
        if (!listed) throw new Error('The saved plan is not in the list');
        return listed;
      },
      renameGeoPlan: async (plan: { id: number; players: number[] }, name: string) =>
        (await api.players.geoplans.update(plan.id, { name, players: plan.players })) ?? {
          ...plan,
          name,
        },
      deleteGeoPlan: async (id: number) => {
        await api.players.geoplans.remove(id);
      },
    } satisfies Partial<MapPickerProps>,
  };
}

const key = (b: MapBoundingBox) => JSON.stringify(b);

export const FakeBackend: Story = {
  args: { zoom: 12 },
  parameters: {
    chromatic: { ignoreSelectors: ['[data-position]', '.leaflet-pane'] },
    visual: { why: 'clusters form from whichever pages of the fake arrived first' },
  },
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
    msw: { handlers: { players: fakeDomain('players', 'slow') } },
    chromatic: { disableSnapshot: true },
    visual: { why: 'it ends mid-load on purpose; how far the slow fake got is timing' },
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
  parameters: { msw: { handlers: { players: fakeDomain('players', 'error') } } },
  render: FakeBackend.render,
  play: async ({ canvas }) => {
    // Two failures, two alerts: the players' over the map, the geo plans' in the side panel.
    const map = await canvas.findByRole('region', { name: 'Карта экранов' }, { timeout: 5000 });
    const alert = await within(map).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Не удалось загрузить экраны');
    await expect(await canvas.findByText('Не удалось загрузить геопланы.')).toBeInTheDocument();
  },
};

export const FakeBackendGeoPlans: Story = {
  parameters: {
    chromatic: { ignoreSelectors: ['[data-position]', '.leaflet-pane'] },
    visual: { why: 'clusters form from whichever pages of the fake arrived first' },
  },
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
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { why: 'what is in view and chosen depends on the order the fake’s pages arrived' },
  },
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
    // The fake server honours exclude_ids: none of the chosen players comes back. Zooming out
    // three times aborts the boxes left behind, so only the answered calls have players to check.
    const answered = later.filter((call) => call.ids !== undefined);
    await expect(answered.length).toBeGreaterThan(0);
    for (const call of answered) {
      await expect(call.ids!.filter((id) => excluded.has(id))).toEqual([]);
    }
  },
};
