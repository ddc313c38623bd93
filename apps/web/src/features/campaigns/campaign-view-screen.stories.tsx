import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { CampaignStatus, createDefaultCampaignPayload, ModerationStatus, paths } from '@ekran/api';
import { fakeDomain, mockUrl } from '@ekran/api/mocks/lazy';
import { withApp, type AppStoryParameters } from '../../test/app-story';
import { CampaignViewScreen } from './campaign-view-screen';
import { screenModes } from '../../../../../.storybook/visual';

const at = (id: number | string, user: AppStoryParameters['user'] = 'agency', tab?: string) => ({
  app: {
    route: `/campaigns/${id}${tab ? `?tab=${tab}` : ''}`,
    path: '/campaigns/:id',
    user,
  } satisfies AppStoryParameters,
});

const meta = {
  title: 'Screens/Campaigns/View',
  component: CampaignViewScreen,
  decorators: [withApp],
  parameters: { chromatic: { modes: screenModes() }, layout: 'padded', ...at(1) },
} satisfies Meta<typeof CampaignViewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 12_000 };
const body = () => within(document.body);

/** Buttons of the status actions, in the header next to the title. */
async function expectActions(
  canvas: ReturnType<typeof within>,
  present: string[],
  absent: string[],
) {
  await canvas.findByRole('heading', { level: 1 }, wait);
  for (const name of present) await expect(canvas.getByRole('button', { name })).toBeVisible();
  for (const name of absent) await expect(canvas.queryByRole('button', { name })).toBeNull();
}

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait),
    ).toBeInTheDocument();
    await expectActions(canvas, ['Приостановить', 'Завершить'], ['Запустить', 'Удалить']);
    await expect(canvas.getByText('Активна')).toBeInTheDocument();
    await expect(canvas.getByText('Одобрена')).toBeInTheDocument();
    await expect(canvas.getByText('29.09.26 – 20.12.26')).toBeInTheDocument();
    await expect(canvas.getByText('883 000,00 ₽')).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'Расписание показов' })).toBeInTheDocument();
    // The 30 chosen players on the map, with no network tiles.
    const map = await canvas.findByRole('region', { name: 'Карта выбранных экранов' }, wait);
    await expect(map).toHaveAttribute('data-count', '30');
    await expect(map.querySelector('.leaflet-tile')).toBeNull();
    // Agencies see their percent.
    await expect(canvas.getByText('Агентский процент')).toBeInTheDocument();
  },
};

export const Paused: Story = {
  parameters: at(8),
  play: async ({ canvas }) => {
    await expectActions(canvas, ['Запустить', 'Завершить', 'В архив'], ['Приостановить']);
  },
};

export const Draft: Story = {
  parameters: at(12),
  play: async ({ canvas }) => {
    await expectActions(canvas, ['Отправить на модерацию', 'В архив', 'Удалить'], ['Запустить']);
    await expect(canvas.getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      '/create-company/12',
    );
  },
};

export const Declined: Story = {
  parameters: at(15),
  play: async ({ canvas }) => {
    await expectActions(canvas, ['Отправить на модерацию'], []);
    await expect(canvas.getByText('Модерация отклонила кампанию')).toBeInTheDocument();
    await expect(canvas.getByText('Ролик длиннее допустимых 15 секунд.')).toBeInTheDocument();
  },
};

export const OnModeration: Story = {
  parameters: at(20),
  play: async ({ canvas }) => {
    await expectActions(canvas, ['Отменить модерацию'], ['Удалить']);
    await expect(canvas.queryByRole('link', { name: 'Редактировать' })).toBeNull();
  },
};

export const Finished: Story = {
  parameters: at(9),
  play: async ({ canvas }) => {
    await expectActions(canvas, ['В архив', 'Удалить'], ['Пополнить бюджет']);
  },
};

export const Archived: Story = {
  parameters: at(17),
  play: async ({ canvas }) => {
    await expectActions(canvas, ['Удалить', 'Дублировать'], ['В архив', 'Пополнить бюджет']);
  },
};

export const Advertiser: Story = {
  parameters: at(21, 'advertiser'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Концерт в филармонии' }, wait);
    await expect(canvas.queryByText('Агентский процент')).toBeNull();
    // The report goes straight to a download: no agency percent to ask for.
    await userEvent.click(canvas.getByRole('button', { name: 'Отчёт' }));
    await expect(body().queryByRole('dialog', { name: 'Отчёт по кампании' })).toBeNull();
  },
};

export const AgencyReportAsksPercent: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Отчёт' }));
    const dialog = await body().findByRole('dialog', { name: 'Отчёт по кампании' });
    await expect(within(dialog).getByRole('textbox', { name: 'Агентский процент' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Скачать' })).toBeVisible();
  },
};

/** The agency percent the report call was sent with ('' when it was left out). */
const reportPercent = { sent: null as string | null };

/** An agency percent of 0 is sent as 0, not dropped. */
export const AgencyPercentZero: Story = {
  parameters: {
    msw: {
      handlers: {
        campaigns: [
          http.get(mockUrl(paths.adv.exportReport(':id')), ({ request }) => {
            reportPercent.sent = new URL(request.url).searchParams.get('agency_percent') ?? '';
            return undefined; // on to the fake backend's own handler
          }),
          ...fakeDomain('campaigns'),
        ],
      },
    },
  },
  beforeEach: () => {
    reportPercent.sent = null;
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Отчёт' }));
    const dialog = await body().findByRole('dialog', { name: 'Отчёт по кампании' });
    const percent = within(dialog).getByRole('textbox', { name: 'Агентский процент' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(reportPercent.sent).toBe('0'), wait);
  },
};

export const AddBudget: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Пополнить бюджет' }));
    const dialog = await body().findByRole('dialog', { name: 'Пополнить бюджет' });
    await waitFor(() => expect(within(dialog).getByText('250 000,00 ₽')).toBeInTheDocument(), wait);
    const amount = within(dialog).getByRole('textbox', { name: /Сумма пополнения/ });
    // More than the available balance is explained before any call.
    await userEvent.type(amount, '300000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пополнить' }));
    await expect(within(dialog).getByText(/Недостаточно средств/)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пополнить' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), wait);
    await waitFor(() => expect(canvas.getByText('884 000,00 ₽')).toBeInTheDocument(), wait);
  },
};

/** How many add_budget calls reached the server in the story. */
const addBudgetCalls = { count: 0 };

/**
 * Enter pressed twice in the add-budget dialog sends one request, not two: the
 * modal's form ignores a save while its request is pending.
 */
export const AddBudgetEnterTwice: Story = {
  parameters: {
    msw: {
      handlers: {
        campaigns: [
          http.post(mockUrl(paths.adv.addBudget(':id')), async () => {
            addBudgetCalls.count += 1;
            await delay(400);
            return undefined; // on to the fake backend's own handler
          }),
          ...fakeDomain('campaigns'),
        ],
      },
    },
  },
  beforeEach: () => {
    addBudgetCalls.count = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Пополнить бюджет' }));
    const dialog = await body().findByRole('dialog', { name: 'Пополнить бюджет' });
    await waitFor(() => expect(within(dialog).getByText('250 000,00 ₽')).toBeInTheDocument(), wait);
    const amount = within(dialog).getByRole('textbox', { name: /Сумма пополнения/ });
    await userEvent.type(amount, '1000{Enter}{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), wait);
    await waitFor(() => expect(canvas.getByText('884 000,00 ₽')).toBeInTheDocument(), wait);
    await expect(addBudgetCalls.count).toBe(1);
  },
};

export const ShareLink: Story = {
  parameters: {
    chromatic: { ignoreSelectors: ['[data-position]', '#share-link'] },
    visual: { why: 'the link starts with the origin of the server the story runs on (its port)' },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Поделиться' }));
    const dialog = await body().findByRole('dialog', { name: 'Публичная ссылка' });
    const input = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Ссылка' });
    await expect(input.value).toMatch(/\/shared-campaign\/1\/[a-z0-9]{32}$/);
  },
};

export const Statistics: Story = {
  parameters: at(1, 'agency', 'statistics'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('figure', { name: 'Показы и расход по дням' }, wait);
    const players = await canvas.findByRole('table', { name: 'Статистика по экранам' });
    await canvas.findByText('Показано 1–10 из 30', {}, wait);
    await expect(within(players).getAllByRole('row')).toHaveLength(11);
    await expect(within(players).getByRole('columnheader', { name: /Показы/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(canvas.getByText('Показано 11–20 из 30')).toBeInTheDocument(), wait);
    const videos = canvas.getByRole('table', { name: 'Статистика по роликам' });
    await waitFor(() => expect(within(videos).getByText('Ролик 1-1')).toBeInTheDocument(), wait);
    // Let the refetch dimming fade before the accessibility check reads the colours.
    await waitFor(() => expect(players).not.toHaveAttribute('aria-busy'), wait);
    await new Promise((resolve) => setTimeout(resolve, 300));
  },
};

export const Videos: Story = {
  parameters: at(15, 'agency', 'videos'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Ролики' }, wait);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Players: Story = {
  parameters: at(1, 'agency', 'players'),
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Экраны кампании' }, wait);
    await canvas.findByText('Показано 1–10 из 30', {}, wait);
    // Player types in words from the api label map, not the server's codes («BB»).
    await expect(within(table).getAllByRole('cell', { name: 'Билборд' }).length).toBeGreaterThan(0);
    await expect(within(table).queryByRole('cell', { name: 'BB' })).toBeNull();
    const settings = within(table).getAllByRole('button', { name: /^Настройки экрана/ })[0]!;
    await userEvent.click(settings);
    const dialog = await body().findByRole('dialog', { name: 'Настройки экрана' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Дневной лимит показов/ }),
      '500',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), wait);
    await waitFor(() => expect(within(table).getByText('500 показов')).toBeInTheDocument(), wait);
  },
};

export const NotFound: Story = {
  parameters: at(9999),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Кампания не найдена', {}, wait)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'К списку кампаний' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
  },
};

export const OtherUsersCampaign: Story = {
  parameters: at(21, 'agency'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Кампания не найдена', {}, wait)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { campaigns: fakeDomain('campaigns', 'loading') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Загрузка кампании…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: { campaigns: fakeDomain('campaigns', 'error') } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Не удалось загрузить кампанию', {}, wait),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  },
};

/** A running campaign on a 375 px phone: nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: screenModes({ only: 'phone' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait),
    ).toBeInTheDocument();
    const map = await canvas.findByRole('region', { name: 'Карта выбранных экранов' }, wait);
    await expect(map).toHaveAttribute('data-count', '30');
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Campaign 1 as a backend that sends only what the spec names (§3's payload, the id and the two
 * statuses): no spent sum, no impressions and no share token.
 */
const specMinimalCampaign = {
  ...createDefaultCampaignPayload(),
  id: 1,
  name: 'Зимняя распродажа',
  start_date: '2026-09-29',
  end_date: '2026-12-20',
  budget: 883000,
  daily_budget: 12000,
  status: CampaignStatus.ACTIVE,
  moderation_status: ModerationStatus.APPROVED,
};

/** What a figure card (Stat) or a fact (dt, dd) shows under its label. */
const figure = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Spent unknown: «—» for spent, what is left and impressions, never «0 ₽»; no share link. */
export const SpecMinimal: Story = {
  parameters: {
    msw: {
      handlers: {
        campaigns: [
          http.get(mockUrl(paths.adv.detail(':id')), ({ params }) =>
            params.id === '1' ? HttpResponse.json(specMinimalCampaign) : undefined,
          ),
          ...fakeDomain('campaigns'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа' }, wait);
    await expectActions(canvas, ['Приостановить', 'Завершить'], ['Запустить']);
    await expect(figure(canvas, 'Бюджет')).toHaveTextContent('883 000,00 ₽');
    await expect(figure(canvas, 'Потрачено')).toHaveTextContent(/^—$/);
    await expect(figure(canvas, 'Остаток бюджета')).toHaveTextContent(/^—$/);
    await expect(figure(canvas, 'Показы')).toHaveTextContent(/^—$/);
    // The videos are counted by their own call: the spec gives the campaign no list of them.
    await waitFor(() => expect(figure(canvas, 'Роликов')).toHaveTextContent(/^\d+$/), wait);
    // No token from the server: the share dialog says so instead of a broken link.
    await userEvent.click(canvas.getByRole('button', { name: 'Поделиться' }));
    const dialog = await body().findByRole('dialog', { name: 'Публичная ссылка' });
    await expect(within(dialog).getByText(/Сервер не прислал ссылку/)).toBeVisible();
    await expect(within(dialog).queryByRole('textbox', { name: 'Ссылка' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), wait);
  },
};
