import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { paths } from '@ekran/api';
import { fakeDomain, mockUrl } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { AGENCY_PERCENT_UNKNOWN_ROLE } from './parameters-sections';
import { WizardStoryRoutes } from './wizard-story-routes';
import {
  ADVERTISER_DRAFT,
  campaignDetailAs,
  campaignPlayersFail,
  campaignsWith,
  editRefused,
  IN_MODERATION,
  READY_DRAFT,
  roleUnknown,
  scenario,
  wizardApp,
} from './wizard-story-kit';
import { rendersDuring } from '../../../../../.storybook/render-counts';
import { screenModes } from '../../../../../.storybook/visual';

/** Step 1 of the campaign wizard: parameters, schedule, players on the map, the forecast. */
const meta = {
  title: 'Screens/Wizard/Parameters',
  component: WizardStoryRoutes,
  decorators: [withApp],
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    chromatic: { modes: screenModes(), ignoreSelectors: ['[data-position]', '.leaflet-pane'] },
    visual: {
      why: 'the map clusters 20,000 players from pages in the order they arrive; the map has its own stories',
    },
    layout: 'fullscreen',
    app: { route: '/create-company', path: '/create-company/*', user: 'agency' },
  },
} satisfies Meta<typeof WizardStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new campaign: the spec's defaults, later steps locked. */
export const NewCampaign: Story = {
  // No players on the map keeps the story quick; the map has stories of its own.
  parameters: { msw: { handlers: scenario('players', 'empty') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Новая кампания' }, { timeout: 10000 }),
    ).toBeVisible();
    // The form renders in a second pass, after the title.
    const form = await canvas.findByRole(
      'form',
      { name: 'Параметры кампании' },
      { timeout: 10000 },
    );
    // The fieldset that can lock the form is a named group; the forecast's column is named too.
    await expect(within(form).getByRole('group', { name: 'Параметры кампании' })).toBeVisible();
    await expect(within(form).getByRole('complementary', { name: 'Прогноз' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Возраст от/ })).toHaveValue('18');
    await expect(canvas.getByRole('textbox', { name: /Возраст до/ })).toHaveValue('100');
    await expect(canvas.getByRole('textbox', { name: /Задержка/ })).toHaveValue('50');
    await expect(canvas.getByRole('radio', { name: 'RTB (аукцион)' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /Переносить остаток/ })).toBeChecked();
    // Agencies see their percent.
    await expect(
      await canvas.findByRole('textbox', { name: 'Агентский процент' }, { timeout: 10000 }),
    ).toBeVisible();
    const steps = canvas.getByRole('navigation', { name: 'Шаги создания кампании' });
    await expect(within(steps).getAllByRole('link')).toHaveLength(1);
    await expect(
      canvas.getByText('Выберите экраны на карте, чтобы увидеть прогноз.'),
    ).toBeVisible();
  },
};

/** Saving an empty form: every rule speaks Russian on its field, nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: scenario('players', 'empty') } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Новая кампания' }, { timeout: 10000 });
    await canvas.findByRole('form', { name: 'Параметры кампании' }, { timeout: 10000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить и продолжить' }));
    await expect(
      await canvas.findByText('Укажите название кампании', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Укажите даты начала и окончания')).toBeVisible();
    await expect(canvas.getByText('Укажите бюджет')).toBeVisible();
    await expect(canvas.getByText('Отметьте хотя бы один час показа')).toBeVisible();
    await expect(canvas.getByText('Выберите хотя бы один экран')).toBeVisible();
    await expect(canvas.getByText(/Исправьте ошибки в форме/)).toBeVisible();
  },
};

/** Age range and budgets are checked against each other as the user leaves a field. */
export const CrossFieldRules: Story = {
  parameters: { msw: { handlers: scenario('players', 'empty') } },
  play: async ({ canvas, userEvent }) => {
    const from = await canvas.findByRole('textbox', { name: /Возраст от/ }, { timeout: 10000 });
    await userEvent.clear(from);
    await userEvent.type(from, '9');
    const to = canvas.getByRole('textbox', { name: /Возраст до/ });
    await userEvent.clear(to);
    await userEvent.type(to, '5');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Бюджет/ }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Дневной бюджет/ }), '5');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        'Возраст «до» не может быть меньше возраста «от»',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Дневной бюджет не может быть больше общего бюджета'),
    ).toBeVisible();
  },
};

/** Editing a saved draft: its data, its chosen players, and the forecast for them. */
export const EditDraft: Story = {
  parameters: wizardApp(`/create-company/${READY_DRAFT}`),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('textbox', { name: /^Название/ }, { timeout: 10000 }),
    ).toHaveValue('Ярмарка вакансий');
    await expect(canvas.getByRole('combobox', { name: /Период показа/ })).toHaveTextContent(
      '06.12.26 – 20.12.26',
    );
    const steps = canvas.getByRole('navigation', { name: 'Шаги создания кампании' });
    await expect(within(steps).getAllByRole('link')).toHaveLength(4);
    const forecast = canvas.getByRole('region', { name: 'Медиаплан' });
    await waitFor(() => expect(forecast).toHaveTextContent(/Стоимость[^—]*₽/), {
      timeout: 8000,
    });
    // The saved players come back onto the map.
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-testid="chosen-count"]')?.textContent).toBe('29'),
      { timeout: 8000 },
    );
  },
};

/**
 * Typing reaches the forecast and the period keeps its range: the form does not watch its fields
 * itself (a key would re-render every section with the grid and the map), the forecast and the
 * period section do.
 */
export const TypingReachesTheForecast: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    chromatic: { disableSnapshot: true },
    visual: { why: 'a behaviour check; EditDraft takes the pictures of this screen' },
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /^Название/ }, { timeout: 10000 });
    const forecast = canvas.getByRole('region', { name: 'Медиаплан' });
    await waitFor(() => expect(forecast).toHaveTextContent(/Стоимость[^—]*₽/), {
      timeout: 8000,
    });
    const renders = await rendersDuring(() => userEvent.type(name, ' 2027'));
    await expect(name).toHaveValue('Ярмарка вакансий 2027');
    // The save bar shows the form dirty: a counter that saw nothing would pass the check below.
    await expect(renders.get('FormSaveBar')).toBeGreaterThan(0);
    await expect(
      ['ParametersForm', 'ScheduleGrid', 'PlayersSection'].filter((c) => renders.has(c)),
    ).toEqual([]);
    const budget = canvas.getByRole('textbox', { name: /^Бюджет/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '123456');
    // The matcher reads no-break spaces as spaces.
    await waitFor(() => expect(forecast).toHaveTextContent('из бюджета 123 456,00 ₽'));
    await expect(canvas.getByRole('combobox', { name: /Период показа/ })).toHaveTextContent(
      '06.12.26 – 20.12.26',
    );
  },
};

/**
 * A day of the schedule renders the schedule and the save bar, not the form around them: the form's
 * state is read where it shows (the root and the other sections, the map's among them, would each
 * render again on every day if the form read its errors or dirtiness itself).
 */
export const ADayRendersOnlyTheSchedule: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    chromatic: { disableSnapshot: true },
    visual: { why: 'a behaviour check; EditDraft takes the pictures of this screen' },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('textbox', { name: /^Название/ }, { timeout: 10000 });
    const forecast = canvas.getByRole('region', { name: 'Медиаплан' });
    await waitFor(() => expect(forecast).toHaveTextContent(/Стоимость[^—]*₽/), {
      timeout: 8000,
    });
    const total = canvasElement.querySelector('[data-slot="schedule-grid-total"]')!;
    const before = total.textContent;
    const renders = await rendersDuring(async () => {
      await userEvent.click(
        canvasElement.querySelector<HTMLElement>(
          '[data-slot="schedule-grid-toggle"][data-pos="1:0"]',
        )!,
      );
      await waitFor(() => expect(total.textContent).not.toBe(before));
      // The save bar's dirtiness and the forecast's request follow in commits of their own.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await expect(renders.get('ScheduleGrid')).toBeGreaterThan(0);
    await expect(renders.get('FormSaveBar')).toBeGreaterThan(0);
    const untouched = [
      'ParametersForm',
      'MainSection',
      'PeriodSection',
      'AudienceSection',
      'PlayersSection',
    ];
    await expect(untouched.filter((name) => renders.has(name))).toEqual([]);
  },
};

/** An advertiser: no agency percent. */
export const Advertiser: Story = {
  parameters: wizardApp(`/create-company/${ADVERTISER_DRAFT}`, 'advertiser'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: /^Название/ }, { timeout: 10000 }),
    ).toHaveValue('Парк развлечений');
    await expect(canvas.queryByRole('textbox', { name: 'Агентский процент' })).toBeNull();
  },
};

/**
 * The server's campaign lacks its budgets and has a type the app does not know: the budgets are
 * empty and required (not 0), no type is chosen, and saving asks for both in Russian.
 */
export const PartialCampaign: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    msw: {
      handlers: {
        campaigns: [
          campaignDetailAs(READY_DRAFT, ({ budget: _b, daily_budget: _d, ...rest }) => ({
            ...rest,
            type: 99,
          })),
          ...fakeDomain('campaigns'),
        ],
        ...scenario('players', 'empty'),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('textbox', { name: /^Название/ }, { timeout: 10000 }),
    ).toHaveValue('Ярмарка вакансий');
    await expect(canvas.getByRole('textbox', { name: /^Бюджет/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Дневной бюджет/ })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'RTB (аукцион)' })).not.toBeChecked();
    await expect(
      canvas.getByText('Тип не указан: выберите RTB или фиксированную цену.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить и продолжить' }));
    await expect(
      await canvas.findByText('Выберите тип кампании', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Укажите бюджет')).toBeVisible();
    await expect(canvas.getByText('Укажите дневной бюджет')).toBeVisible();
  },
};

let lastEdit: Record<string, unknown> | undefined;

/**
 * Neither get_me nor the organization tells the role: the agency percent cannot be edited, a note
 * says why, and a save sends the campaign's own percent back unchanged.
 */
export const RoleUnknown: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    msw: {
      handlers: {
        ...roleUnknown,
        campaigns: [
          campaignDetailAs(READY_DRAFT, (campaign) => ({ ...campaign, agency_percent: 15 })),
          http.put(mockUrl(paths.adv.edit(':id')), async ({ request }) => {
            lastEdit = (await request.clone().json()) as Record<string, unknown>;
            // Falls through to the fake backend, which saves it.
            return undefined;
          }),
          ...fakeDomain('campaigns'),
        ],
        ...scenario('players', 'empty'),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    lastEdit = undefined;
    await canvas.findByRole('textbox', { name: /^Название/ }, { timeout: 10000 });
    const note = await canvas.findByText(AGENCY_PERCENT_UNKNOWN_ROLE, {}, { timeout: 10000 });
    await expect(note).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Агентский процент' })).toBeNull();
    // The map's geo-plan form has a «Сохранить» of its own; this is the campaign's.
    const save = canvas
      .getAllByRole('button', { name: 'Сохранить' })
      .find((button) => button.hasAttribute('form'));
    if (!save) throw new Error('no save button');
    await userEvent.click(save);
    await expect(
      await within(document.body).findByText('Изменения сохранены', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    await expect(lastEdit).toMatchObject({ agency_percent: 15 });
    // The reference shows the note where the percent would be.
    note.scrollIntoView({ block: 'center' });
  },
};

/** A campaign in moderation cannot be changed: the form is read-only and says why. */
export const InModeration: Story = {
  parameters: wizardApp(`/create-company/${IN_MODERATION}`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Кампанию сейчас нельзя изменить', {}, { timeout: 10000 }),
    ).toBeVisible();
    // The lock notice comes from the wizard frame; the step's own buttons may render a moment later.
    await expect(
      await canvas.findByRole('button', { name: 'Сохранить и продолжить' }),
    ).toBeDisabled();
  },
};

/** The server refuses the save: the message is shown and everything typed stays. */
export const SaveRefused: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    msw: { handlers: { ...campaignsWith(editRefused), ...scenario('players', 'empty') } },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /^Название/ }, { timeout: 10000 });
    await userEvent.type(name, '!');
    await expect(
      await canvas.findByText('Есть несохранённые изменения.', {}, { timeout: 10000 }),
    ).toBeVisible();
    // The map's geo-plan form has a «Сохранить» of its own; this is the campaign's.
    const save = canvas
      .getAllByRole('button', { name: 'Сохранить' })
      .find((button) => button.hasAttribute('form'));
    if (!save) throw new Error('no save button');
    await userEvent.click(save);
    await expect(
      await canvas.findByText(/Не удалось сохранить: Недостаточно средств/, {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(name).toHaveValue('Ярмарка вакансий!');
  },
};

export const Loading: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    msw: { handlers: scenario('campaigns', 'loading') },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Загрузка кампании' }, { timeout: 10000 }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    msw: { handlers: scenario('campaigns', 'error') },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Не удалось загрузить кампанию', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** The players cannot load: the map says so; the rest of the form works. */
export const PlayersError: Story = {
  parameters: { msw: { handlers: scenario('players', 'error') } },
  play: async ({ canvas }) => {
    const map = await canvas.findByRole('region', { name: 'Карта экранов' }, { timeout: 10000 });
    await expect(await within(map).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      'Не удалось загрузить экраны',
    );
    await expect(canvas.getByRole('textbox', { name: /^Название/ })).toBeEnabled();
  },
};

/** The saved choice cannot load: the step says so and offers a retry; the form stays usable. */
export const SavedPlayersError: Story = {
  parameters: {
    ...wizardApp(`/create-company/${READY_DRAFT}`),
    msw: { handlers: campaignsWith(campaignPlayersFail) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Не удалось загрузить выбранные экраны', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Название/ })).toHaveValue(
      'Ярмарка вакансий',
    );
  },
};

/** Wizard step 1 on a 375 px phone: the fields in one column, the grid scrolls in its card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    chromatic: { modes: screenModes({ only: 'phone' }) },
    msw: { handlers: scenario('players', 'empty') },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Новая кампания' }, { timeout: 10000 }),
    ).toBeVisible();
    // The form renders in a second pass, after the title.
    await canvas.findByRole('form', { name: 'Параметры кампании' }, { timeout: 10000 });
    // The media plan is a disclosure in the sticky bar, not a card between the fields.
    const plan = await canvas.findByRole('button', { name: /Прогноз: выберите экраны на карте/ });
    await expect(plan).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { name: 'Медиаплан' })).toBeNull();
    await userEvent.click(plan);
    await expect(plan).toHaveAttribute('aria-expanded', 'true');
    const figures = canvas.getByRole('region', { name: 'Медиаплан' });
    await expect(within(figures).getByText('Экранов')).toBeVisible();
    await expect(within(figures).getByText('Укажите бюджет, чтобы увидеть долю.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Скрыть/ }));
    await expect(figures).not.toBeVisible();
    // On a phone the map starts when its place comes near the screen.
    canvasElement.querySelector('[data-map-waiting]')?.scrollIntoView();
    // The map's filters wait in a sheet behind one button.
    await expect(canvas.queryByRole('group', { name: 'Тип экрана' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Фильтры' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Фильтры экранов' });
    await expect(within(sheet).getByRole('button', { name: 'Сбросить' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: /^Показать на карте/ }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The reference shows the top of the step, as a phone opens it.
    window.scrollTo(0, 0);
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
