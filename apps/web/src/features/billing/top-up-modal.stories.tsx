import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { paths } from '@ekran/api';
import { fakeDomain, mockUrl } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { TopUpModal, type TopUpModalProps } from './top-up-modal';
import { screenModes } from '../../../../../.storybook/visual';

const meta = {
  title: 'Screens/Billing/TopUpModal',
  component: TopUpModal,
  decorators: [withApp],
  args: { open: true, onOpenChange: fn() },
  parameters: {
    chromatic: { modes: screenModes() },
    app: { route: '/', path: '/', user: 'agency' },
  },
} satisfies Meta<typeof TopUpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog'));

export const Default: Story = {
  play: async () => {
    await expect(dialog().getByRole('textbox', { name: /Сумма пополнения/ })).toHaveValue('');
    await expect(dialog().getByText('От 100 ₽ до 10 000 000 ₽')).toBeInTheDocument();
  },
};

/** Nothing is sent until the amount is valid. */
export const InvalidAmount: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Выставить счёт' }));
    await expect(dialog().getByText('Укажите сумму пополнения.')).toBeInTheDocument();
    await userEvent.type(dialog().getByRole('textbox', { name: /Сумма пополнения/ }), '50');
    await expect(dialog().getByText('Минимальная сумма пополнения — 100 ₽.')).toBeInTheDocument();
    await userEvent.type(dialog().getByRole('textbox', { name: /Сумма пополнения/ }), '000000000');
    await expect(dialog().getByText(/не может превышать 10 000 000 ₽/)).toBeInTheDocument();
  },
};

export const Created: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(dialog().getByRole('textbox', { name: /Сумма пополнения/ }), '25000');
    await userEvent.click(dialog().getByRole('button', { name: 'Выставить счёт' }));
    await expect(await dialog().findByText('Счёт создан')).toBeInTheDocument();
    await expect(dialog().getByText(/на 25 000,00 ₽/)).toBeInTheDocument();
    await expect(dialog().getByRole('link', { name: 'Открыть счёт' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/**
 * The server answers 201 without a bill: still a success. The dialog closes with a toast (the new
 * bill is in the list, which refetches), and no file is offered since none came.
 */
export const CreatedWithoutBill: Story = {
  // Opened and closed as the app does, so the story ends where the user does: the dialog gone.
  render: function Render(args: TopUpModalProps) {
    const [open, setOpen] = useState(args.open);
    return (
      <TopUpModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    );
  },
  parameters: {
    msw: {
      handlers: {
        billing: [
          http.post(mockUrl(paths.billing.create), () =>
            HttpResponse.json({ detail: 'Счёт выставлен' }, { status: 201 }),
          ),
          ...fakeDomain('billing'),
        ],
      },
    },
  },
  play: async ({ args, userEvent }) => {
    await userEvent.type(dialog().getByRole('textbox', { name: /Сумма пополнения/ }), '25000');
    await userEvent.click(dialog().getByRole('button', { name: 'Выставить счёт' }));
    await expect(
      await within(document.body).findByText(
        'Счёт на 25 000,00 ₽ выставлен — он в разделе «Счета».',
      ),
    ).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses: the amount typed stays for another try. */
export const ServerRefuses: Story = {
  parameters: {
    msw: { handlers: { billing: fakeDomain('billing', 'badRequest') } },
  },
  play: async ({ userEvent }) => {
    const amount = dialog().getByRole('textbox', { name: /Сумма пополнения/ });
    await userEvent.type(amount, '25000');
    await userEvent.click(dialog().getByRole('button', { name: 'Выставить счёт' }));
    await expect(
      await within(document.body).findByText('Некорректный запрос: проверьте введённые данные.'),
    ).toBeInTheDocument();
    await expect(amount).toHaveValue('25\u00a0000');
  },
};
