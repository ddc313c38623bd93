import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../test/app-story';
import { WizardStoryRoutes } from './wizard-story-routes';
import {
  campaignsWith,
  IN_MODERATION,
  noVideos,
  READY_DRAFT,
  scenario,
  uploadPending,
  wizardApp,
} from './wizard-story-kit';
import { screenModes } from '../../../../../.storybook/visual';

/** Step 2 of the campaign wizard: the campaign's videos. */
const meta = {
  title: 'Screens/Wizard/Content',
  component: WizardStoryRoutes,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    ...wizardApp(`/create-company/${READY_DRAFT}/content`),
  },
} satisfies Meta<typeof WizardStoryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => {
  const inputs = root.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const last = inputs[inputs.length - 1];
  if (!last) throw new Error('no file input');
  return last;
};

export const Videos: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Ролики кампании' }, { timeout: 10000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(list).getAllByRole('button', { name: /^Заменить ролик/ }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Далее: выбор контента' })).toBeVisible();
  },
};

/** No videos yet: the empty state, and the next step waits. */
export const Empty: Story = {
  parameters: { msw: { handlers: campaignsWith(noVideos) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('В кампании пока нет роликов', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Добавьте хотя бы один ролик' }),
    ).toBeDisabled();
  },
};

/** A file of the wrong kind is refused with its reason, before anything is sent. */
export const WrongFileRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Ролики кампании' }, { timeout: 10000 });
    // The picker's accept list would hide the file; a drop or another browser would not.
    fireEvent.change(fileInput(canvasElement), {
      target: { files: [new File(['текст'], 'смета.pdf', { type: 'application/pdf' })] },
    });
    await expect(
      await canvas.findByText('Недопустимый формат: .pdf', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};

/** A new file uploads with progress and joins the list with its moderation status. */
export const Upload: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Ролики кампании' }, { timeout: 10000 });
    await userEvent.upload(
      fileInput(canvasElement),
      new File([new Uint8Array(2_000_000)], 'Новый ролик.mp4', { type: 'video/mp4' }),
    );
    await expect(await canvas.findByText('Загружено', {}, { timeout: 10000 })).toBeVisible();
    await expect(
      await within(list).findByText('Новый ролик', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

const openLibrary = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await canvas.findByRole('list', { name: 'Ролики кампании' }, { timeout: 10000 });
  await userEvent.click(canvas.getByRole('button', { name: 'Добавить из библиотеки' }));
  return within(document.body).findByRole(
    'dialog',
    { name: 'Ролики из библиотеки' },
    { timeout: 10000 },
  );
};

/**
 * The whole library (GET /v2/video/list/), paged on the server: the campaign's own videos are
 * ticked and locked; picking one more adds it to the campaign.
 */
export const Library: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openLibrary(canvas, userEvent);
    const library = await within(dialog).findByRole(
      'list',
      { name: 'Библиотека роликов' },
      { timeout: 10000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Добавить' })).toBeDisabled();
    await expect(
      within(dialog).getByRole('navigation', { name: 'Страницы библиотеки' }),
    ).toBeVisible();
    const free = within(library)
      .getAllByRole('checkbox')
      .filter((box) => !box.hasAttribute('disabled') && !box.hasAttribute('data-disabled'));
    const [first] = free;
    if (!first) throw new Error('no video to pick');
    await userEvent.click(first);
    const add = within(dialog).getByRole('button', { name: 'Добавить (1)' });
    await userEvent.click(add);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 10000 });
    await expect(
      await within(document.body).findByText('Ролик добавлен', {}, { timeout: 10000 }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Ролики кампании' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4), {
      timeout: 10000,
    });
  },
};

/** The campaign's own videos show in the library ticked, locked and marked. */
export const LibraryMarksCampaignVideos: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Ролики кампании' }, { timeout: 10000 });
    const [own] = within(list).getAllByRole('listitem');
    const name = own?.querySelector('.font-medium')?.textContent ?? '';
    const dialog = await openLibrary(canvas, userEvent);
    // The first page first: on a loaded machine the dialog opens well before its list.
    await within(dialog).findByRole('list', { name: 'Библиотека роликов' }, { timeout: 10000 });
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Поиск по названию' }),
      name,
    );
    const library = await within(dialog).findByRole(
      'list',
      { name: 'Библиотека роликов' },
      { timeout: 10000 },
    );
    // Wait for the search's own page, not the previous one kept on screen meanwhile.
    await waitFor(() => expect(library).not.toHaveAttribute('aria-busy', 'true'), {
      timeout: 10000,
    });
    const box = await within(library).findByRole(
      'checkbox',
      { name: new RegExp(name) },
      { timeout: 10000 },
    );
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(within(library).getByText(/уже в кампании/)).toBeVisible();
  },
};

/** A search that finds nothing says so. */
export const LibraryNothingFound: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openLibrary(canvas, userEvent);
    await within(dialog).findByRole('list', { name: 'Библиотека роликов' }, { timeout: 10000 });
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Поиск по названию' }),
      'несуществующий',
    );
    await expect(
      await within(dialog).findByText('Ничего не найдено', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};

export const LibraryEmpty: Story = {
  parameters: { msw: { handlers: scenario('videos', 'empty') } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openLibrary(canvas, userEvent);
    await expect(
      await within(dialog).findByText('Библиотека пуста', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};

export const LibraryError: Story = {
  parameters: { msw: { handlers: scenario('videos', 'error') } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openLibrary(canvas, userEvent);
    await expect(
      await within(dialog).findByText('Не удалось загрузить библиотеку', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** Leaving while a file is still uploading asks first: the upload would be lost. */
export const LeaveWhileUploading: Story = {
  parameters: { msw: { handlers: campaignsWith(uploadPending) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Ролики кампании' }, { timeout: 10000 });
    await userEvent.upload(
      fileInput(canvasElement),
      new File([new Uint8Array(2_000_000)], 'Долгий ролик.mp4', { type: 'video/mp4' }),
    );
    await canvas.findByRole(
      'progressbar',
      { name: 'Долгий ролик.mp4: Загрузка…' },
      { timeout: 10000 },
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Назад к параметрам' }));
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Уйти без сохранения?' },
      { timeout: 10000 },
    );
    await expect(dialog).toHaveTextContent('Ролики ещё загружаются');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 10000 });
    // Still on the step, the upload still going.
    await expect(
      canvas.getByRole('progressbar', { name: 'Долгий ролик.mp4: Загрузка…' }),
    ).toBeInTheDocument();
  },
};

/** Deleting asks first. */
export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Ролики кампании' }, { timeout: 10000 });
    const [first] = within(list).getAllByRole('button', { name: /^Удалить ролик/ });
    if (!first) throw new Error('no delete button');
    await userEvent.click(first);
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      {
        name: 'Удалить ролик из кампании?',
      },
      { timeout: 10000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    // findAll would settle on the three rows still shown while the list refreshes.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), {
      timeout: 10000,
    });
  },
};

export const InModeration: Story = {
  parameters: wizardApp(`/create-company/${IN_MODERATION}/content`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Кампанию сейчас нельзя изменить', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Добавить из библиотеки' }, { timeout: 10000 }),
    ).toBeDisabled();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: scenario('campaigns', 'error') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Не удалось загрузить кампанию', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};
