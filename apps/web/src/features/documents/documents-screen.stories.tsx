import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeDomain } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { screenParameters } from '../../test/screen-parameters';
import { DocumentsScreen } from './documents-screen';
import { screenModes } from '../../../../../.storybook/visual';

const meta = {
  title: 'Screens/Documents',
  component: DocumentsScreen,
  decorators: [withApp],
  parameters: { chromatic: { modes: screenModes() }, ...screenParameters('/documents') },
} satisfies Meta<typeof DocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const documentsScenario = (scenario: 'empty' | 'error' | 'loading') => ({
  msw: { handlers: { documents: fakeDomain('documents', scenario) } },
});

const tableOf = async (canvas: ReturnType<typeof within>) => {
  const table = await canvas.findByRole('table', { name: 'Документы' });
  await waitFor(() =>
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/\d{2}\.\d{2}\.\d{2}/),
  );
  return within(table);
};

/** Every type and signing state, newest first, dates dd.mm.yy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    await expect(table.getAllByRole('row')).toHaveLength(10);
    await expect(table.getAllByText('Договор').length).toBeGreaterThan(0);
    await expect(table.getAllByText('Акт выполненных работ').length).toBeGreaterThan(0);
    await expect(table.getAllByText('Не подписан').length).toBeGreaterThan(0);
    await expect(table.getAllByRole('row')[1]).toHaveTextContent(/\d{2}\.\d{2}\.\d{2}/);
  },
};

/** Filters come from the URL: acts that are signed. */
export const Filtered: Story = {
  parameters: { app: { route: '/documents?type=3&signing=1', path: '/documents', user: 'agency' } },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Акт выполненных работ');
    await expect(rows[0]).toHaveTextContent('Подписан');
    await expect(rows[0]).toHaveTextContent(/act-revise-\d+\.pdf/);
  },
};

export const FilterByType: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await tableOf(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Тип документа' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Отчёт' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    for (const row of table.getAllByRole('row').slice(1))
      await expect(row).toHaveTextContent('Отчёт');
  },
};

export const UploadAct: Story = {
  parameters: { app: { route: '/documents?type=2&signing=3', path: '/documents', user: 'agency' } },
  play: async ({ canvas, userEvent }) => {
    const table = await tableOf(canvas);
    const row = table.getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByRole('button', { name: /^Загрузить акт сверки/ }));
    const dialog = within(document.body).getByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4 act'], 'akt-sverki.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(within(dialog).getByText('Загружено')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(document.body).getByText(/Акт сверки к документу .* загружен/)).toBeVisible(),
    );
  },
};

export const Empty: Story = {
  parameters: documentsScenario('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Документов пока нет')).toBeInTheDocument();
  },
};

export const EmptyFiltered: Story = {
  parameters: {
    ...documentsScenario('empty'),
    app: { route: '/documents?signing=2', path: '/documents', user: 'agency' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Нет документов по этим условиям')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: documentsScenario('loading') };

export const LoadError: Story = {
  parameters: documentsScenario('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить данные')).toBeInTheDocument();
  },
};

/** The documents on a 375 px phone: each document is a card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: screenModes({ only: 'phone' }) } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Документы' }, { timeout: 12_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    // The filters wait in a sheet behind one button, so the list comes first.
    await expect(canvas.queryByRole('combobox', { name: 'Тип документа' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Фильтры документов' });
    await expect(within(sheet).getByRole('combobox', { name: 'Тип документа' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
