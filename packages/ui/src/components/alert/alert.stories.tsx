import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    title: 'Кампания на модерации',
    children: 'Обычно проверка занимает до одного рабочего дня.',
  },
  argTypes: {
    variant: {
      description:
        'info (a state to know), success (it worked), warning (act soon), error (it failed: announced at once).',
      control: 'select',
      options: ['info', 'success', 'warning', 'error'],
      table: { defaultValue: { summary: 'info' } },
    },
    layout: {
      description: 'inline: a box in the content; banner: a full-width strip atop a page.',
      control: 'inline-radio',
      options: ['inline', 'banner'],
      table: { defaultValue: { summary: 'inline' } },
    },
    title: { description: 'One line that says what happened.', control: 'text' },
    children: { description: 'What it means or what to do, a sentence or two.', control: 'text' },
    live: {
      description:
        'Announce it the moment it appears (role=alert). On for errors, off for the rest: use it for a message that appears after an action.',
      control: 'boolean',
    },
    action: {
      description: 'A button or link after the text, e.g. «Заполнить данные».',
      control: false,
    },
    onDismiss: {
      description: 'Shows the close button; the owner hides the alert.',
      control: false,
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Кампания на модерации')).toBeInTheDocument();
    // Info is not announced as an alert: it was on the page from the start.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: () => (
    <div className="space-y-3">
      <Alert variant="info" title="Информация">
        Отчёт будет готов через несколько минут.
      </Alert>
      <Alert variant="success" title="Готово">
        Бюджет пополнен на 10 000,00 ₽.
      </Alert>
      <Alert variant="warning" title="Заканчивается бюджет">
        Осталось менее 10 % дневного бюджета.
      </Alert>
      <Alert variant="error" title="Ролик отклонён">
        Ролик не прошёл модерацию: нет маркировки рекламы.
      </Alert>
    </div>
  ),
};

export const ErrorMessage: Story = {
  args: { variant: 'error', title: 'Не удалось сохранить', children: 'Проверьте подключение.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось сохранить');
  },
};

/** The layout banner for an organization that is not approved yet. */
export const BannerWithAction: Story = {
  args: {
    layout: 'banner',
    variant: 'warning',
    title: 'Организация не подтверждена',
    children: 'Заполните реквизиты, чтобы запускать кампании и пополнять баланс.',
    action: (
      <Button asChild size="sm" variant="outline">
        <a href="#organization">Заполнить реквизиты</a>
      </Button>
    ),
  },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Заполнить реквизиты' })).toHaveAttribute(
      'href',
      '#organization',
    );
  },
};

export const Dismissible: Story = {
  args: { variant: 'success', title: 'Кампания создана', children: undefined, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Скрыть' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { variant: 'warning', layout: 'inline', title: 'Баланс на исходе' },
};
