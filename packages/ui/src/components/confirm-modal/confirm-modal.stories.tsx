import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ConfirmModal } from './confirm-modal';

const meta = {
  title: 'Components/ConfirmModal',
  component: ConfirmModal,
  args: {
    title: 'Кампания отправлена на модерацию',
    description: 'Мы сообщим, когда модератор проверит ролики.',
    trigger: <Button>Открыть</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    title: { description: 'The question or the news, in one line.', control: 'text' },
    description: { description: 'What follows from it, read with the title.', control: 'text' },
    confirmText: {
      description: "The action's own verb («Удалить»); «Понятно» by default, for news.",
      control: 'text',
    },
    cancelText: {
      description: 'Shows a cancel button, which then takes the focus; none by default.',
      control: 'text',
    },
    variant: {
      description: 'destructive turns the confirm button red: for what cannot be undone.',
      control: 'inline-radio',
      options: ['default', 'destructive'],
      table: { defaultValue: { summary: 'default' } },
    },
    pending: {
      description: 'The action is running (a mutation): spinner, closing blocked.',
      control: 'boolean',
    },
    open: {
      description: 'Controlled open state; leave it unset and use the trigger.',
      control: 'boolean',
    },
    defaultOpen: { control: false },
    trigger: { description: 'The element that opens it.', control: false },
    children: { control: false },
    onConfirm: {
      description: 'Runs on OK; a returned promise keeps it open and pending until it settles.',
      control: false,
    },
    onCancel: { control: false },
    onOpenChange: { control: false },
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvas: { getByRole: typeof screen.getByRole }, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Открыть' }));
  return screen.findByRole('alertdialog', { name });
}

const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** An acknowledgement: one «Понятно» button, focused on open. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await open(canvas, 'Кампания отправлена на модерацию');
    await expect(dialog).toHaveAccessibleDescription(
      'Мы сообщим, когда модератор проверит ролики.',
    );
    const ok = screen.getByRole('button', { name: 'Понятно' });
    await waitFor(() => expect(ok).toHaveFocus());
    await expect(screen.queryByRole('button', { name: 'Отмена' })).not.toBeInTheDocument();
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await closed();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** With a cancel button the safe choice, cancel, gets the focus. */
export const WithCancel: Story = {
  args: {
    title: 'Приостановить кампанию?',
    description: 'Показы остановятся до повторного запуска.',
    confirmText: 'Приостановить',
    cancelText: 'Отмена',
  },
  play: async ({ canvas, args }) => {
    await open(canvas, 'Приостановить кампанию?');
    const cancel = screen.getByRole('button', { name: 'Отмена' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: {
    title: 'Удалить счёт?',
    description: 'Счёт № 1024 будет удалён без возможности восстановления.',
    confirmText: 'Удалить',
    cancelText: 'Отмена',
    variant: 'destructive',
  },
  play: async ({ canvas, args }) => {
    await open(canvas, 'Удалить счёт?');
    const remove = screen.getByRole('button', { name: 'Удалить' });
    await expect(remove).toHaveClass('bg-destructive');
    await userEvent.click(remove);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await closed();
  },
};

export const EscapeCancels: Story = {
  args: { cancelText: 'Отмена' },
  play: async ({ canvas, args }) => {
    await open(canvas, 'Кампания отправлена на модерацию');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  },
};

/** An async confirm shows a pending state, blocks a second click and Escape, then closes. */
export const AsyncConfirm: Story = {
  args: {
    title: 'Удалить кампанию?',
    confirmText: 'Удалить',
    cancelText: 'Отмена',
    variant: 'destructive',
  },
  render: function Render(args) {
    // One request per mounted story; the button stands in for the server's answer.
    const [{ gate, release }] = useState(() => {
      let resolve: () => void = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      return { gate: promise, release: resolve };
    });
    return (
      <>
        <ConfirmModal
          {...args}
          onConfirm={() => {
            args.onConfirm?.();
            return gate;
          }}
        />
        <Button variant="ghost" onClick={() => release()}>
          Ответ сервера
        </Button>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await open(canvas, 'Удалить кампанию?');
    const remove = screen.getByRole('button', { name: 'Удалить' });
    await userEvent.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // The page behind is inert while the modal is open; resolve the request directly.
    canvas.getByRole('button', { name: 'Ответ сервера', hidden: true }).click();
    await closed();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A failed async confirm keeps the modal open so the user can retry or cancel. */
export const AsyncFailure: Story = {
  args: { title: 'Удалить кампанию?', confirmText: 'Удалить', cancelText: 'Отмена' },
  render: (args) => (
    <ConfirmModal {...args} onConfirm={() => Promise.reject(new Error('Что-то пошло не так'))} />
  ),
  play: async ({ canvas }) => {
    await open(canvas, 'Удалить кампанию?');
    const remove = screen.getByRole('button', { name: 'Удалить' });
    await userEvent.click(remove);
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(remove).toBeEnabled();
  },
};

/** Pending driven from outside (a mutation's isPending). */
export const Pending: Story = {
  args: {
    title: 'Удалить кампанию?',
    confirmText: 'Удалить',
    cancelText: 'Отмена',
    pending: true,
    defaultOpen: true,
    trigger: undefined,
  },
  play: async ({ args }) => {
    const remove = await screen.findByRole('button', { name: 'Удалить' });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Every prop in the Controls panel; press «Открыть». */
export const Playground: Story = {
  args: {
    title: 'Удалить кампанию?',
    description: 'Кампания и её статистика будут удалены без возможности восстановления.',
    confirmText: 'Удалить',
    cancelText: 'Отмена',
    variant: 'destructive',
    pending: false,
  },
};
