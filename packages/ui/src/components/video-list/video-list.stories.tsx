import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VideoList, type VideoListItem } from './video-list';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const poster = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#334155"/><text x="80" y="50" font-size="12" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const videos: VideoListItem[] = [
  { id: 1, name: 'Зимний ролик 15 с', preview: poster('1'), duration: 15, moderation_status: 4 },
  { id: 2, name: 'Акция выходного дня', preview: poster('2'), duration: 10, moderation_status: 2 },
  {
    id: 3,
    name: 'Ролик без маркировки',
    preview: null,
    duration: 75,
    moderation_status: 3,
    decline_reason: 'Нет маркировки «Реклама».',
  },
];

/** Sample words for the story; the app passes `@ekran/api`'s `videoModerationStatusLabels`. */
const sampleLabels: Record<number, string> = {
  1: 'Не проверено',
  2: 'На модерации',
  3: 'Отклонено',
  4: 'Одобрено',
};
const sampleStatusLabel = (status: number | null) =>
  (status === null ? undefined : sampleLabels[status]) ?? 'Неизвестно';

const meta = {
  title: 'Components/VideoList',
  component: VideoList,
  args: { videos, statusLabel: sampleStatusLabel },
  argTypes: {
    videos: {
      description:
        "The campaign's videos: name, preview (null for none), duration in seconds, moderation_status (1 not checked, 2 in review, 3 declined, 4 approved), decline_reason shown under a declined one.",
      control: 'object',
    },
    loading: {
      description: 'The videos are loading: three card placeholders.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    error: {
      description:
        'Any text, even empty, shows the error state with it as the details under «Не удалось загрузить ролики»; reset the control for the list.',
      control: 'text',
    },
    statusLabel: {
      description: "The Russian word of a status: the app passes @ekran/api's labels.",
      control: false,
    },
    empty: { description: 'Replaces «Роликов нет».', control: false },
    renderActions: { description: "A video's actions under it.", control: false },
    onRetry: { description: 'Shows «Повторить» in the error state.', control: false },
  },
} satisfies Meta<typeof VideoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Ролики' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('0:15');
    await expect(items[0]).toHaveTextContent('Одобрено');
    await expect(items[2]).toHaveTextContent('1:15');
    await expect(items[2]).toHaveTextContent('Причина: Нет маркировки «Реклама».');
  },
};

export const Loading: Story = { args: { videos: [], loading: true } };
export const Empty: Story = { args: { videos: [] } };
export const Error: Story = { args: { videos: [], error: true, onRetry: () => {} } };

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { videos, loading: false, onRetry: fn() },
  parameters: PLAYGROUND,
};
