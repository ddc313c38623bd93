import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlersByDomainFor } from '@ekran/api/mocks';
import { withApp } from '../../test/app-story';
import { screenParameters } from '../../test/screen-parameters';
import { DashboardScreen } from './dashboard-screen';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [withApp],
  parameters: { ...screenParameters('/dashboard') },
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
      handlers: handlersByDomainFor({
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
      handlers: handlersByDomainFor({ campaigns: 'error', organization: 'error' }),
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
    msw: { handlers: { campaigns: handlersByDomainFor({ campaigns: 'empty' }).campaigns } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('За последние 30 дней показов не было'),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Кампаний пока нет')).toBeInTheDocument();
  },
};

/** The dashboard on a 375 px phone (issue 19): one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const recent = await region(canvas, 'Последние кампании');
    await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(5));
    const organization = await region(canvas, 'Организация');
    await waitFor(() => expect(organization.getByText('Подтверждена')).toBeInTheDocument());
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
