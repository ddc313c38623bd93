import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type MapPicker } from './map-picker';
import { createFixtureBackend, generateFixturePlayers } from './map-picker.fixtures';
import {
  chosenCount,
  drawn,
  lassoPlayers,
  mapCentre,
  mapPickerMeta,
  players2k,
} from './map-picker.story-kit';
import type { MapPlayer } from './map-picker.types';

/** Filters, lasso, hiding the chosen, and saved geo plans (the plan list and its errors). */
const meta = {
  ...mapPickerMeta,
  title: 'Components/MapPicker: filters and geo plans',
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  parameters: {
    chromatic: { ignoreSelectors: ['[data-position]', '.leaflet-pane'] },
    visual: {
      why: 'after four quick zoom steps, which clusters are drawn depends on when the last zoom ended',
    },
  },
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
