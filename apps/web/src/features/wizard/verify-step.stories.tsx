import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CampaignStatus, ModerationStatus } from '@ekran/api';
import { getMockDb } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { WizardStoryRoutes } from './wizard-story-routes';
import {
  campaignsWith,
  DRAFT_WITHOUT_BUDGET,
  IN_MODERATION,
  moderationRefused,
  READY_DRAFT,
  wizardApp,
} from './wizard-story-kit';
import { screenModes } from '../../../../../.storybook/visual';

/** Step 4 of the campaign wizard: everything on one page, the checklist, «Отправить на модерацию». */
const meta = {
  title: 'Screens/Wizard/Verify',
  component: WizardStoryRoutes,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    ...wizardApp(`/create-company/${READY_DRAFT}/verify`),
  },
} satisfies Meta<typeof WizardStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Параметры' }, { timeout: 10000 }),
    ).toHaveTextContent('Ярмарка вакансий');
    const checklist = canvas.getByRole('list', { name: 'Чек-лист' });
    await expect(checklist).not.toHaveTextContent('не заполнено');
    await expect(canvas.getByRole('link', { name: 'Изменить: контент' })).toHaveAttribute(
      'href',
      `/create-company/${READY_DRAFT}/content`,
    );
    await expect(canvas.getByRole('button', { name: 'Отправить на модерацию' })).toBeEnabled();
  },
};

/** Sent: the campaign view opens. */
export const Sent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Отправить на модерацию' }, { timeout: 10000 }),
    );
    await expect(await canvas.findByText('Другая страница', {}, { timeout: 10000 })).toBeVisible();
  },
};

/** The server refuses: its reason stays next to the button. */
export const Refused: Story = {
  parameters: { msw: { handlers: campaignsWith(moderationRefused) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Отправить на модерацию' }, { timeout: 10000 }),
    );
    const alert = await canvas.findByText(
      'Не удалось отправить на модерацию',
      {},
      { timeout: 10000 },
    );
    await expect(alert).toBeVisible();
    await expect(canvas.getByText('Организация ещё не подтверждена.')).toBeVisible();
  },
};

export const AlreadyInModeration: Story = {
  parameters: wizardApp(`/create-company/${IN_MODERATION}/verify`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Кампания уже на модерации', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Отправить на модерацию' })).toBeNull();
  },
};

/** Opened while step 1 is incomplete (no budget): locked, with a way back. */
export const Incomplete: Story = {
  parameters: wizardApp(`/create-company/${DRAFT_WITHOUT_BUDGET}/verify`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Этот шаг пока недоступен', {}, { timeout: 10000 }),
    ).toBeVisible();
    const steps = canvas.getByRole('navigation', { name: 'Шаги создания кампании' });
    // Step 1 and the current step are links; the ones between are locked.
    await expect(within(steps).getAllByRole('link')).toHaveLength(2);
  },
};

/**
 * Finished after a declined moderation: the shared rule refuses to send it again (as the fake does),
 * so the step explains instead of offering a button the server would refuse.
 */
export const FinishedAfterDecline: Story = {
  beforeEach: () => {
    const campaign = getMockDb().state.campaigns.find((row) => row.id === READY_DRAFT);
    if (!campaign) throw new Error(`campaign ${READY_DRAFT} is not seeded`);
    campaign.status = CampaignStatus.FINISH;
    campaign.moderation_status = ModerationStatus.DECLINED;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Модерация не нужна', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Отправить на модерацию' })).toBeNull();
  },
};
