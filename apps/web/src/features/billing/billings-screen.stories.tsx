import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeDomain } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { screenParameters } from '../../test/screen-parameters';
import { BillingsScreen } from './billings-screen';
import { screenModes } from '../../../../../.storybook/visual';

const meta = {
  title: 'Screens/Billing/List',
  component: BillingsScreen,
  decorators: [withApp],
  parameters: { chromatic: { modes: screenModes() }, ...screenParameters('/billings') },
} satisfies Meta<typeof BillingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const billingScenario = (scenario: 'empty' | 'error' | 'loading') => ({
  msw: { handlers: { billing: fakeDomain('billing', scenario) } },
});

const rowsOf = async (canvas: ReturnType<typeof within>) => {
  const table = await canvas.findByRole('table', { name: 'Счета' });
  await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₽'));
  return within(table);
};

/** Newest first, amounts in roubles, dates dd.mm.yy, paid and open bills, open and download links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await rowsOf(canvas);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    const open = rows.find((row) => row.textContent?.includes('Ожидает оплаты'));
    await expect(open).toHaveTextContent('Пополнение');
    await expect(open).toHaveTextContent('50 000,00 ₽');
    await expect(open).toHaveTextContent('18.11.26');
    await expect(within(open!).getByRole('link', { name: /^Скачать счёт/ })).toHaveAttribute(
      'download',
    );
    await expect(within(open!).getByRole('link', { name: /^Открыть счёт/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** A shared link with a type filter restores it. */
export const FilteredByType: Story = {
  parameters: { app: { route: '/billings?type=2', path: '/billings', user: 'agency' } },
  play: async ({ canvas }) => {
    const table = await rowsOf(canvas);
    for (const row of table.getAllByRole('row').slice(1))
      await expect(row).toHaveTextContent('Списание');
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры' })).toBeInTheDocument();
  },
};

export const DeleteBill: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await rowsOf(canvas);
    const first = table.getAllByRole('row')[1]!;
    const name = within(first).getAllByRole('cell')[0]!.textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: /^Удалить счёт/ }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Удалить счёт?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(
      () =>
        expect(table.getAllByRole('row').some((row) => row.textContent?.startsWith(name))).toBe(
          false,
        ),
      { timeout: 5000 },
    );
  },
};

export const CreateFromList: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Пополнить баланс' }));
    // The dialog's code comes on first opening.
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Сумма пополнения/ }), '15000');
    await userEvent.click(dialog.getByRole('button', { name: 'Выставить счёт' }));
    await expect(await dialog.findByText('Счёт оплачен, баланс пополнен.')).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute('download');
    await userEvent.click(dialog.getByRole('button', { name: 'Готово' }));
    const table = within(await canvas.findByRole('table', { name: 'Счета' }));
    await waitFor(() =>
      expect(
        table
          .getAllByRole('row')
          .some((row) => row.textContent?.replace(/\s/g, ' ').includes('15 000,00 ₽')),
      ).toBe(true),
    );
  },
};

export const Empty: Story = {
  parameters: billingScenario('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Счетов пока нет')).toBeInTheDocument();
  },
};

export const EmptyFiltered: Story = {
  parameters: {
    ...billingScenario('empty'),
    app: { route: '/billings?type=1', path: '/billings', user: 'agency' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Нет счетов по этим условиям')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: billingScenario('loading') };

export const LoadError: Story = {
  parameters: billingScenario('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить данные')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  },
};

/** The bills on a 375 px phone: each bill is a card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: screenModes({ only: 'phone' }) } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Счета' }, { timeout: 12_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    // The filters wait in a sheet behind one button, so the list comes first.
    await expect(canvas.queryByRole('combobox', { name: 'Тип счёта' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Фильтры счетов' });
    await expect(within(sheet).getByRole('combobox', { name: 'Тип счёта' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
