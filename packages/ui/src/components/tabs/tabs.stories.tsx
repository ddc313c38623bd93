import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Разделы кампании">
        <TabsTrigger value="overview">Обзор</TabsTrigger>
        <TabsTrigger value="stats">Статистика</TabsTrigger>
        <TabsTrigger value="videos">Видео</TabsTrigger>
        <TabsTrigger value="players" disabled>
          Экраны
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Даты, бюджет и расписание кампании.</TabsContent>
      <TabsContent value="stats">Показы и расходы по дням.</TabsContent>
      <TabsContent value="videos">Ролики и их модерация.</TabsContent>
      <TabsContent value="players">Экраны кампании.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Обзор' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Статистика' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('stats');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Показы и расходы по дням.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Обзор' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Статистика' })).toHaveFocus();
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Обзор' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { defaultValue: undefined, value: 'videos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ролики и их модерация.');
  },
};
