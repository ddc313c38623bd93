import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withApp } from '../../test/app-story';
import { WizardStoryRoutes } from './wizard-story-routes';
import {
  campaignPlayersFail,
  campaignPlayersPending,
  campaignsWith,
  DRAFT_WITHOUT_BUDGET,
  READY_DRAFT,
  wizardApp,
} from './wizard-story-kit';
import { screenModes } from '../../../../../.storybook/visual';

/** Step 3 of the campaign wizard: which video plays on which player. */
const meta = {
  title: 'Screens/Wizard/SelectContent',
  component: WizardStoryRoutes,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    ...wizardApp(`/create-company/${READY_DRAFT}/select-content`),
  },
} satisfies Meta<typeof WizardStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Assignments: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 10000 });
    // 29 players, 20 a page.
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('Все назначения сохранены.')).toBeVisible();
  },
};

/** Bulk assignment: one video to every player of a city, then save. */
export const BulkAssign: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', {}, { timeout: 10000 });
    const bulk = canvas.getByRole('region', { name: 'Назначить ролик сразу многим экранам' });
    const scope = within(bulk).getByRole('combobox', { name: 'Каким экранам' });
    const city = within(scope).getAllByRole('option')[1];
    if (!city) throw new Error('no city option');
    await userEvent.selectOptions(scope, city);
    await userEvent.selectOptions(
      within(bulk).getByRole('combobox', { name: 'Ролик' }),
      'Все ролики кампании',
    );
    await userEvent.click(within(bulk).getByRole('button', { name: /Назначить/ }));
    await expect(
      await canvas.findByText(/Изменено экранов: \d+/, {}, { timeout: 10000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getByText('Все назначения сохранены.')).toBeVisible(), {
      timeout: 10000,
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: campaignsWith(campaignPlayersPending) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Загрузка экранов кампании' }, { timeout: 10000 }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: campaignsWith(campaignPlayersFail) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Не удалось загрузить экраны кампании', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};

/** Opened before step 1 is complete: the step says what to fill first. */
export const Locked: Story = {
  parameters: wizardApp(`/create-company/${DRAFT_WITHOUT_BUDGET}/select-content`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Этот шаг пока недоступен', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти к шагу 1' })).toBeVisible();
  },
};
