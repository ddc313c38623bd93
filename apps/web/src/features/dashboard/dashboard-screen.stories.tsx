import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { CampaignStatus, CampaignType, ModerationStatus, paths } from '@ekran/api';
import { fakeDomain, fakeDomains, mockUrl } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { screenParameters } from '../../test/screen-parameters';
import { DashboardScreen } from './dashboard-screen';
import { screenModes } from '../../../../../.storybook/visual';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [withApp],
  parameters: { chromatic: { modes: screenModes() }, ...screenParameters('/dashboard') },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('region', { name }));

/** The agency: money, 20 campaigns in every status, 30 days of statistics, declined reasons. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Создать кампанию' })).toHaveAttribute(
      'href',
      '/create-company',
    );
    const statuses = await region(canvas, 'Кампании по статусам');
    await waitFor(() =>
      expect(statuses.getByRole('link', { name: 'Активна' }).closest('li')).toHaveTextContent('6'),
    );
    await expect(statuses.getByRole('link', { name: 'Черновик' }).closest('li')).toHaveTextContent(
      '5',
    );
    const attention = await region(canvas, 'На модерации и отклонённые');
    await waitFor(() => expect(attention.getAllByText(/^Причина:/).length).toBeGreaterThan(0));
    await expect(attention.getAllByText('На модерации').length).toBe(2);
    const organization = await region(canvas, 'Организация');
    await waitFor(() => expect(organization.getByText('Подтверждена')).toBeInTheDocument());
    const recent = await region(canvas, 'Последние кампании');
    await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(5));
    await expect(canvas.getByText('Баланс').nextElementSibling).toHaveTextContent('₽');
  },
};

/** A new user: nothing yet, a call to create the first campaign and to fill the organization. */
export const NewUser: Story = {
  parameters: { app: { route: '/dashboard', path: '/dashboard', user: 'newcomer' } },
  play: async ({ canvas }) => {
    const recent = await region(canvas, 'Последние кампании');
    await expect(await recent.findByText('Кампаний пока нет')).toBeInTheDocument();
    const organization = await region(canvas, 'Организация');
    await expect(await organization.findByText('Не проверена')).toBeInTheDocument();
    await expect(organization.getByText(/после проверки организации/)).toBeInTheDocument();
  },
};

/** The chart can be read as a table too. */
export const StatisticsTable: Story = {
  play: async ({ canvas, userEvent }) => {
    const daily = await region(canvas, 'Расход и показы за 30 дней');
    await userEvent.click(await daily.findByRole('button', { name: 'Таблица' }));
    const table = await daily.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(10));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: fakeDomains({
        campaigns: 'loading',
        user: 'loading',
        organization: 'loading',
      }),
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: fakeDomains({ campaigns: 'error', organization: 'error' }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить статистику.')).toBeInTheDocument();
    await expect((await canvas.findAllByText('Не удалось загрузить кампании.')).length).toBe(2);
    await expect(
      await canvas.findByText('Не удалось загрузить данные организации.'),
    ).toBeInTheDocument();
  },
};

export const NoStatistics: Story = {
  parameters: {
    msw: { handlers: { campaigns: fakeDomain('campaigns', 'empty') } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('За последние 30 дней показов не было'),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Кампаний пока нет')).toBeInTheDocument();
  },
};

/** The dashboard on a 375 px phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: screenModes({ only: 'phone' }) } },
  play: async ({ canvas }) => {
    const recent = await region(canvas, 'Последние кампании');
    await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(5));
    const organization = await region(canvas, 'Организация');
    await waitFor(() => expect(organization.getByText('Подтверждена')).toBeInTheDocument());
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A value no enum of spec §3 has: a newer server's status the app does not know. */
const UNKNOWN_ENUM = 99;

/**
 * The campaigns of a backend that sends only what the spec names: one in a status the app does
 * not know, one on moderation, one paused, and an active one whose row has no id (left out).
 */
const specMinimalRows = [
  {
    id: 33,
    name: 'Городской марафон',
    start_date: '2026-12-01',
    end_date: '2026-12-20',
    budget: null,
    type: CampaignType.RTB,
    status: UNKNOWN_ENUM,
    moderation_status: UNKNOWN_ENUM,
  },
  {
    id: 32,
    name: 'Ночной кинопоказ',
    start_date: '2026-11-10',
    end_date: '2026-11-30',
    budget: 120000,
    type: CampaignType.FIX,
    status: CampaignStatus.MODERATION,
    moderation_status: ModerationStatus.MODERATION,
  },
  {
    id: 31,
    name: 'Зимняя ярмарка',
    start_date: '2026-12-10',
    end_date: '2026-12-31',
    budget: 45000,
    type: CampaignType.RTB,
    status: CampaignStatus.PAUSE,
    moderation_status: ModerationStatus.APPROVED,
  },
  { name: 'Строка без номера', status: CampaignStatus.ACTIVE },
];

/** The campaign list call over those rows, filtered by `status` as the server would. */
const specMinimalList = http.get(mockUrl(paths.adv.list), ({ request }) => {
  const status = new URL(request.url).searchParams.get('status');
  const results = specMinimalRows.filter((row) => !status || String(row.status) === status);
  return HttpResponse.json({ count: results.length, next: null, previous: null, results });
});

/**
 * Unknown statuses: a campaign in a status the app does not know is counted apart as «Неизвестно»
 * (the total less the known counts), shows a neutral badge among the recent ones and needs no
 * attention it cannot name; the unreadable row is said under the lists.
 */
export const SpecMinimal: Story = {
  parameters: {
    msw: { handlers: { campaigns: [specMinimalList, ...fakeDomain('campaigns')] } },
  },
  play: async ({ canvas }) => {
    const statuses = await region(canvas, 'Кампании по статусам');
    await waitFor(() =>
      expect(statuses.getByText('Неизвестно').closest('li')).toHaveTextContent(/^Неизвестно1$/),
    );
    await expect(statuses.getByRole('link', { name: 'Активна' }).closest('li')).toHaveTextContent(
      '1',
    );
    await expect(statuses.getByRole('link', { name: 'Черновик' }).closest('li')).toHaveTextContent(
      '0',
    );
    const recent = await region(canvas, 'Последние кампании');
    await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(3));
    const unknown = recent.getByRole('link', { name: 'Городской марафон' }).closest('li')!;
    await expect(unknown).toHaveTextContent('Неизвестно');
    await expect(unknown).toHaveTextContent('—');
    await expect(unknown).not.toHaveTextContent('₽');
    const attention = await region(canvas, 'На модерации и отклонённые');
    await expect(attention.getAllByRole('listitem')).toHaveLength(1);
    await expect(attention.getByRole('link', { name: 'Ночной кинопоказ' })).toBeVisible();
    const note = 'Не показано записей: 1 — сервер прислал их в неожиданном виде';
    await expect(recent.getByText(note)).toBeVisible();
    await expect(attention.getByText(note)).toBeVisible();
  },
};
