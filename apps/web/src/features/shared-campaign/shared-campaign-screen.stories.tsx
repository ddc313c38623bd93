import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { CampaignStatus, CampaignType, ModerationStatus, paths } from '@ekran/api';
import { fakeDomain, mockUrl, shareLinkFor } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { SharedCampaignScreen } from './shared-campaign-screen';
import { screenModes } from '../../../../../.storybook/visual';

const PATH = '/shared-campaign/:apiuid/:apitoken';
const app = (route: string) => ({ app: { route, path: PATH, user: null } });
const wait = { timeout: 12_000 };
const body = () => within(document.body);

const meta = {
  title: 'Screens/SharedCampaign',
  component: SharedCampaignScreen,
  decorators: [withApp],
  // The seeded database is deterministic, so campaign 1's link is the same in every run.
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'padded',
    ...app(shareLinkFor(1).path),
  },
} satisfies Meta<typeof SharedCampaignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sharedScenario = (scenario: 'error' | 'loading' | 'empty') => ({
  msw: { handlers: { shared: fakeDomain('shared', scenario) } },
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

/** A value no enum of spec §3 has: a newer server's status the app does not know. */
const UNKNOWN_ENUM = 99;

/**
 * A backend that sends only what the spec names: the campaign without its spent sum or
 * impressions; its videos as a bare array, one in a moderation status the app does not know and
 * with no duration, one without its id (left out and counted); per-video statistics with only the
 * impressions, beside a row that is not a row at all (left out and counted).
 */
const specMinimalShared = [
  http.get(mockUrl(paths.shared.root(':apiuid')), () =>
    HttpResponse.json({
      name: 'Зимняя распродажа',
      start_date: '2026-09-29',
      end_date: '2026-12-20',
      budget: 883000,
      type: CampaignType.RTB,
      status: CampaignStatus.ACTIVE,
      moderation_status: ModerationStatus.APPROVED,
    }),
  ),
  http.get(mockUrl(paths.shared.videos(':apiuid')), () =>
    HttpResponse.json([
      { id: 7, name: 'Зимний ролик', moderation_status: UNKNOWN_ENUM },
      { name: 'Ролик без номера', duration: 15 },
    ]),
  ),
  http.post(mockUrl(paths.shared.videoStats(':apiuid')), () =>
    HttpResponse.json([{ video_id: 7, name: 'Зимний ролик', impressions: 1200 }, 'не строка']),
  ),
];

/** What a figure card (Stat) shows under its label. */
const figure = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

export const SpecMinimal: Story = {
  parameters: { msw: { handlers: { shared: [...specMinimalShared, ...fakeDomain('shared')] } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Зимняя распродажа', level: 1 }, wait);
    await expect(figure(canvas, 'Бюджет')).toHaveTextContent('883 000,00 ₽');
    await expect(figure(canvas, 'Потрачено')).toHaveTextContent(/^—$/);
    await expect(figure(canvas, 'Показы')).toHaveTextContent(/^—$/);
    const videos = await canvas.findByRole('list', { name: 'Ролики' }, wait);
    await expect(within(videos).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(videos).getByText('Неизвестно')).toBeVisible();
    await expect(within(videos).queryByText('Длительность', { exact: false })).toBeNull();
    const videoStats = canvas.getByRole('table', { name: 'Статистика по роликам' });
    const statRow = (await within(videoStats).findByText('Зимний ролик', {}, wait)).closest('tr')!;
    await expect(statRow).toHaveTextContent('1 200');
    await expect(within(statRow).getAllByText('—')).toHaveLength(2);
    // One unreadable video under the videos, one unreadable row under the per-video statistics.
    await expect(
      canvas.getAllByText('Не показано записей: 1 — сервер прислал их в неожиданном виде'),
    ).toHaveLength(2);
    await canvas.findByText('Показано 1–10 из 30', {}, wait);
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Статистика по экранам' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};
