import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { CampaignStatus, CampaignType, ModerationStatus, paths } from '@ekran/api';
import { fakeDomain, mockUrl } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { screenParameters } from '../../test/screen-parameters';
import { CampaignsScreen } from './campaigns-screen';
import { screenModes } from '../../../../../.storybook/visual';

const meta = {
  title: 'Screens/Campaigns/List',
  component: CampaignsScreen,
  decorators: [withApp],
  parameters: { chromatic: { modes: screenModes() }, ...screenParameters('/campaigns') },
} satisfies Meta<typeof CampaignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const campaignsScenario = (scenario: 'empty' | 'error' | 'loading') => ({
  msw: { handlers: { campaigns: fakeDomain('campaigns', scenario) } },
});

/** The fake backend answers at once, but the shared test machine can be slow. */
const wait = { timeout: 12_000 };

/** Waits out the refetch dimming so the accessibility check sees the final colours. */
async function settled(table: HTMLElement) {
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), wait);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Кампании' });
    await within(table).findByRole('link', { name: 'Неделя здоровья' }, wait);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // Newest first: the seeded agency has 20 campaigns, id 20 on top.
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('link', { name: 'Неделя здоровья' })).toHaveAttribute(
      'href',
      '/campaigns/20',
    );
    await expect(first).toHaveTextContent('На модерации');
    await expect(first).toHaveTextContent('27.11.26 – 19.12.26');
    // One status badge when moderation repeats it; the moderation badge says what it is.
    await expect(within(first).getAllByText('На модерации')).toHaveLength(1);
    await expect(within(table).getAllByText('Модерация: отклонена').length).toBeGreaterThan(0);
    // A campaign without dates says so, not «— – —».
    await expect(within(table).getByText('Даты не заданы')).toBeVisible();
    await expect(table).not.toHaveTextContent('— – —');
    await expect(first).toHaveTextContent('146 000,00 ₽');
    await expect(canvas.getByText('Показано 1–10 из 20')).toBeInTheDocument();
  },
};

export const SearchAndSort: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Кампании' });
    await within(table).findByRole('link', { name: 'Неделя здоровья' }, wait);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск кампаний' }), 'распродаж');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), wait);
    await userEvent.click(within(table).getByRole('button', { name: /Бюджет/ }));
    await waitFor(
      () => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Сезон распродаж обуви'),
      wait,
    );
    await expect(within(table).getByRole('columnheader', { name: /Бюджет/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await settled(table);
  },
};

export const FromSharedLink: Story = {
  parameters: {
    app: { route: '/campaigns?status=2&ordering=-budget', path: '/campaigns', user: 'agency' },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Кампании' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), wait);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Тест-драйв нового кроссовера',
    );
    await expect(canvas.getByRole('button', { name: 'На паузе' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const RowActions: Story = {
  parameters: { app: { route: '/campaigns?page=2', path: '/campaigns', user: 'agency' } },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Кампании' });
    await within(table).findByRole('link', { name: 'Зимняя распродажа' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Действия: Зимняя распродажа' }));
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Приостановить' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Завершить' })).toBeVisible();
    // Active campaigns cannot be deleted or started again.
    await expect(within(menu).queryByRole('menuitem', { name: 'Удалить' })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: 'Запустить' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Приостановить' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Приостановить кампанию?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Приостановить' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), wait);
    const row = within(table).getByRole('link', { name: 'Зимняя распродажа' }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('На паузе'), wait);
    await settled(table);
  },
};

export const Empty: Story = {
  parameters: {
    ...campaignsScenario('empty'),
    app: { route: '/campaigns', path: '/campaigns', user: 'newcomer' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Кампаний пока нет')).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Создать кампанию' })).toHaveLength(2);
  },
};

export const NothingFound: Story = {
  parameters: { app: { route: '/campaigns?search=несуществующая', path: '/campaigns' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ничего не найдено')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Поиск кампаний' })).toHaveValue(
      'несуществующая',
    );
  },
};

export const Loading: Story = {
  parameters: campaignsScenario('loading'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Кампании' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: campaignsScenario('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить данные')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  },
};

export const Advertiser: Story = {
  parameters: { app: { route: '/campaigns', path: '/campaigns', user: 'advertiser' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Кампании' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** The campaign list on a 375 px phone: each campaign is a card, actions in its menu. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: screenModes({ only: 'phone' }) } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Кампании' }, wait);
    await within(list).findByRole('link', { name: 'Неделя здоровья' }, wait);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.queryByRole('table', { name: 'Кампании' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Сортировка' })).toBeVisible();
    // The statuses wait in a sheet; the chosen one names the button.
    await expect(canvas.queryByRole('button', { name: 'На паузе' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Статус кампаний' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'На паузе' }));
    await expect(within(sheet).getByRole('button', { name: 'На паузе' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Все' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await within(list).findByRole('link', { name: 'Неделя здоровья' }, wait);
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A value no enum of spec §3 has: a newer server's status the app does not know. */
const UNKNOWN_ENUM = 99;

/**
 * The list rows of a backend that sends only what the spec names (no spent sum): one campaign in
 * a status the app does not know and with its budget left empty, one ordinary, and one row
 * without its id, which the app cannot link to and leaves out.
 */
const specMinimalRows = [
  {
    id: 31,
    name: 'Городской марафон',
    start_date: '2026-12-01',
    end_date: '2026-12-20',
    budget: null,
    daily_budget: null,
    type: CampaignType.RTB,
    status: UNKNOWN_ENUM,
    moderation_status: UNKNOWN_ENUM,
  },
  {
    id: 30,
    name: 'Ночной кинопоказ',
    start_date: '2026-11-10',
    end_date: '2026-11-30',
    budget: 120000,
    daily_budget: 6000,
    type: CampaignType.FIX,
    status: CampaignStatus.PAUSE,
    moderation_status: ModerationStatus.APPROVED,
  },
  { name: 'Строка без номера', budget: 5000, status: CampaignStatus.ACTIVE },
];

/** The spec-minimal list: unknown status, unknown budget and spent, one row left out. */
export const SpecMinimal: Story = {
  parameters: {
    msw: {
      handlers: {
        campaigns: [
          http.get(mockUrl(paths.adv.list), () =>
            HttpResponse.json({
              count: specMinimalRows.length,
              next: null,
              previous: null,
              results: specMinimalRows,
            }),
          ),
          ...fakeDomain('campaigns'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Кампании' });
    await within(table).findByRole('link', { name: 'Городской марафон' }, wait);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const unknown = within(table).getByRole('link', { name: 'Городской марафон' }).closest('tr')!;
    // One neutral «Неизвестно» badge; money the server did not send reads «—», never «0 ₽».
    await expect(within(unknown).getAllByText('Неизвестно')).toHaveLength(1);
    await expect(unknown).not.toHaveTextContent('₽');
    await expect(within(unknown).getAllByText('—')).toHaveLength(2);
    const paused = within(table).getByRole('link', { name: 'Ночной кинопоказ' }).closest('tr')!;
    await expect(paused).toHaveTextContent('120 000,00 ₽');
    await expect(paused).toHaveTextContent('—');
    await expect(
      canvas.getByText('Не показано записей: 1 — сервер прислал их в неожиданном виде'),
    ).toBeVisible();
    // An unknown status offers no status action, no edit and no delete.
    await userEvent.click(canvas.getByRole('button', { name: 'Действия: Городской марафон' }));
    const menu = within(document.body).getByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Открыть', 'Дублировать']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await settled(table);
  },
};
