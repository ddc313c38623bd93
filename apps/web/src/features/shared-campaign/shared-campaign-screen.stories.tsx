import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlersByDomainFor, shareLinkFor } from '@ekran/api/mocks';
import { withApp } from '../../test/app-story';
import { SharedCampaignScreen } from './shared-campaign-screen';

const PATH = '/shared-campaign/:apiuid/:apitoken';
const app = (route: string) => ({ app: { route, path: PATH, user: null } });
const wait = { timeout: 12_000 };
const body = () => within(document.body);

const meta = {
  title: 'Screens/SharedCampaign',
  component: SharedCampaignScreen,
  decorators: [withApp],
  // The seeded database is deterministic, so campaign 1's link is the same in every run.
  parameters: { layout: 'padded', ...app(shareLinkFor(1).path) },
} satisfies Meta<typeof SharedCampaignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sharedScenario = (scenario: 'error' | 'loading' | 'empty') => ({
  msw: { handlers: { shared: handlersByDomainFor({ shared: scenario }).shared } },
});

export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа', level: 1 }, wait);
    await expect(canvas.getByText('883 000,00 ₽')).toBeInTheDocument();
    await expect(canvas.getByText('29.09.26 – 20.12.26')).toBeInTheDocument();
    await canvas.findByText('Показано 1–10 из 30', {}, wait);
    await canvas.findByRole('list', { name: 'Ролики' }, wait);
    await expect(canvas.getByRole('figure', { name: 'Показы и расход по дням' })).toBeVisible();
    // Nothing here changes the campaign.
    await expect(canvas.queryByRole('button', { name: 'Приостановить' })).toBeNull();
  },
};

export const ReportToEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Отчёт на e-mail' }));
    const dialog = await body().findByRole('dialog', { name: 'Отчёт на e-mail' });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'не-почта');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await expect(within(dialog).getByText(/Введите e-mail/)).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'client@example.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), wait);
    await expect(await body().findByText('Отчёт отправлен на client@example.ru')).toBeVisible();
  },
};

export const WrongLink: Story = {
  parameters: app('/shared-campaign/1/wrong-token'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ссылка недействительна', {}, wait)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: sharedScenario('loading'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Загрузка кампании…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: sharedScenario('error'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Не удалось загрузить кампанию', {}, wait),
    ).toBeInTheDocument();
  },
};
