import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSpiedState } from '../../lib/use-spied-state';
import { Field } from '../field';
import { DateRangePicker } from './date-range-picker';

// A fixed clock: stories never read the real date.
const today = new Date(2026, 2, 10);

// The picker opens once its calendar chunk has loaded: the first, cold load can take a while.
const LOAD = { timeout: 10_000 };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { value: undefined, onValueChange: fn(), today, defaultMonth: today },
  argTypes: {
    numberOfMonths: {
      description: 'Months side by side; 2 on a desk, the calendar stacks them on a phone.',
      control: { type: 'number', min: 1, max: 3 },
      table: { defaultValue: { summary: '2' } },
    },
    placeholder: { description: 'Text while nothing is chosen.', control: 'text' },
    disabled: { description: 'Cannot be opened.', control: 'boolean' },
    minDate: {
      description: 'Earliest day (today for a new campaign); earlier days are struck out.',
      control: false,
    },
    maxDate: { description: 'Latest day.', control: false },
    today: { description: 'The day marked as today; fixed in stories.', control: false },
    defaultMonth: { control: false },
    value: { description: 'The period: from, and to once chosen.', control: false },
    onValueChange: { control: false },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  render: function Render(args) {
    const [value, onValueChange] = useSpiedState(args.value, args.onValueChange);
    return (
      <Field label="Период показа">
        <DateRangePicker {...args} value={value} onValueChange={onValueChange} />
      </Field>
    );
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Период показа Выберите период' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Выбор периода' }, LOAD);
    await expect(within(dialog).getByRole('grid', { name: 'март 2026' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /16 марта 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /, 2 апреля 2026/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 2, 16),
      to: new Date(2026, 3, 2),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('16.03.26 – 02.04.26');
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { value: { from: new Date(2026, 3, 1), to: new Date(2026, 3, 30) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Период показа/ })).toHaveTextContent(
      '01.04.26 – 30.04.26',
    );
  },
};

/** Days before the minimum date cannot be picked. */
export const MinDate: Story = {
  args: { minDate: today },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Период показа/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await expect(within(dialog).getByRole('button', { name: /, 9 марта 2026/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /10 марта 2026/ })).toBeEnabled();
    // There is no earlier month to go to.
    await expect(
      within(dialog).getByRole('button', { name: 'Перейти к предыдущему месяцу' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** The calendar takes focus on open and works from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /Период показа/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    // Focus starts on today, 10 March.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /10 марта 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 2, 10),
      to: new Date(2026, 2, 18),
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('10.03.26 – 18.03.26');
  },
};

export const Reset: Story = {
  args: { value: { from: new Date(2026, 3, 1), to: new Date(2026, 3, 30) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Период показа/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Сбросить' }, LOAD));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: /Период показа/ })).toHaveTextContent(
      'Выберите период',
    );
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Период показа" error="Укажите даты начала и окончания">
      <DateRangePicker {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Период показа/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Укажите даты начала и окончания');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { from: new Date(2026, 3, 1), to: new Date(2026, 3, 30) } },
};

/** Every prop in the Controls panel; open it to pick a period. */
export const Playground: Story = {
  args: {
    value: { from: new Date(2026, 2, 16), to: new Date(2026, 3, 12) },
    numberOfMonths: 2,
    minDate: today,
    disabled: false,
  },
};
