import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview', onValueChange: fn() },
  argTypes: {
    value: {
      description: 'The open tab (controlled, e.g. from the URL). Set here, it holds it.',
      control: 'inline-radio',
      options: ['overview', 'stats', 'videos'],
    },
    defaultValue: { description: 'The tab open first when uncontrolled.', control: false },
    activationMode: {
      description:
        'automatic: arrow keys open the tab they reach; manual: arrows move, Enter or Space opens (for tabs that load a lot).',
      control: 'inline-radio',
      options: ['automatic', 'manual'],
      table: { defaultValue: { summary: 'automatic' } },
    },
    orientation: {
      description: 'Which arrow keys move between tabs.',
      control: 'inline-radio',
      options: ['horizontal', 'vertical'],
    },
    onValueChange: { control: false },
  },
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

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { value: 'stats', activationMode: 'automatic' },
};
