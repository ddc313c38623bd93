import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Modal } from './modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Пополнить бюджет',
    description: 'Сумма спишется с доступного баланса.',
    children: <p>Содержимое модального окна.</p>,
    onSave: fn(),
    onOpenChange: fn(),
    trigger: <Button>Открыть</Button>,
  },
  argTypes: {
    title: { description: "The dialog's name, read first by screen readers.", control: 'text' },
    description: {
      description: 'A sentence under the title, read with it (aria-describedby).',
      control: 'text',
    },
    size: {
      description: 'Width: sm 384 px (a question), md 512 px (a short form), lg 768 px (a table).',
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      table: { defaultValue: { summary: 'md' } },
    },
    saveText: { description: 'The save button, «Сохранить» by default.', control: 'text' },
    cancelText: {
      description: 'The secondary button that closes, «Отмена» by default; null hides it.',
      control: 'text',
    },
    saving: {
      description: 'Save in progress: spinner on the button, closing blocked until it ends.',
      control: 'boolean',
    },
    saveDisabled: {
      description: 'Save not possible yet (the form is invalid).',
      control: 'boolean',
    },
    dismissDisabled: {
      description: 'Escape, a click outside and the close button do nothing: the user must decide.',
      control: 'boolean',
    },
    open: {
      description: 'Controlled open state; leave it unset and use the trigger.',
      control: 'boolean',
    },
    onSave: {
      description: 'Shows the save button; the body becomes a form (Enter saves).',
      control: false,
    },
    trigger: { description: 'The element that opens it.', control: false },
    children: { control: false },
    footer: { control: false },
    onOpenChange: { control: false },
    container: {
      description: 'Where the dialog is rendered; `document.body` by default.',
      control: false,
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openModal(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: 'Открыть' }));
  return screen.findByRole('dialog', { name: 'Пополнить бюджет' });
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openModal(canvas);
    await expect(dialog).toHaveAccessibleDescription('Сумма спишется с доступного баланса.');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    await openModal(canvas);
    await userEvent.keyboard('{Escape}');
    await closed();
    // Focus returns to the element that opened the modal.
    await expect(canvas.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    const overlay = dialog.ownerDocument.querySelector('[data-slot="modal-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await closed();
  },
};

export const DismissDisabled: Story = {
  args: { dismissDisabled: true, cancelText: null },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    const overlay = dialog.ownerDocument.querySelector('[data-slot="modal-overlay"]');
    await userEvent.click(overlay as Element, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, args }) => {
    await openModal(canvas);
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
    // While saving, Escape must not close the modal and lose the request's outcome.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const SaveDisabled: Story = {
  args: { saveDisabled: true },
  play: async ({ canvas }) => {
    await openModal(canvas);
    await expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

export const CustomSaveText: Story = {
  args: { saveText: 'Пополнить' },
  play: async ({ canvas }) => {
    await openModal(canvas);
    await expect(screen.getByRole('button', { name: 'Пополнить' })).toBeEnabled();
  },
};

export const WithoutSave: Story = {
  args: { onSave: undefined, cancelText: 'Закрыть окно' },
  play: async ({ canvas }) => {
    await openModal(canvas);
    await expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть окно' }));
    await closed();
  },
};

/** A controlled modal whose save runs a slow request and closes when it finishes. */
export const ControlledSaveFlow: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [saving, setSaving] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Открыть</Button>
        <Modal
          {...args}
          open={open}
          onOpenChange={setOpen}
          saving={saving}
          onSave={() => {
            setSaving(true);
            setTimeout(() => {
              setSaving(false);
              setOpen(false);
            }, 50);
          }}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await openModal(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await closed();
  },
};

/** Every prop in the Controls panel; press «Открыть». */
export const Playground: Story = {
  args: { size: 'md', saving: false, saveDisabled: false, dismissDisabled: false },
};
