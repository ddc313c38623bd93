import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';
import { CampaignTypeSelect } from './select.fixtures';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { onValueChange: fn() },
  argTypes: {
    value: {
      description: 'The chosen item. Set here, it holds it; leave it unset to pick.',
      control: 'inline-radio',
      options: ['1', '2'],
    },
    defaultValue: { description: 'The initial item when uncontrolled.', control: false },
    disabled: { description: 'The trigger cannot be opened.', control: 'boolean' },
    required: { description: 'For a form: no empty value on submit.', control: 'boolean' },
    open: { description: 'Holds the list open (for a look at it).', control: 'boolean' },
    onValueChange: { control: false },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  render: (args) => <CampaignTypeSelect {...args} trigger={{ 'aria-label': 'Тип кампании' }} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Тип кампании' });
    await expect(trigger).toHaveTextContent('Выберите тип');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Фиксированная' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(trigger).toHaveTextContent('Фиксированная'));
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const WithValue: Story = { args: { defaultValue: '1' } };

export const Grouped: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Тип документа">
        <SelectValue placeholder="Все документы" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Договорные</SelectLabel>
          <SelectItem value="1">Договор</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Закрывающие</SelectLabel>
          <SelectItem value="2">Отчёт</SelectItem>
          <SelectItem value="3">Акт выполненных работ</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await screen.findAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Inside a Field the trigger takes its label, hint and error. */
export const InFieldWithError: Story = {
  render: (args) => (
    <Field
      label="Тип кампании"
      error="Выберите тип кампании"
      hint="RTB — аукцион, FIX — фиксированная цена"
    >
      <CampaignTypeSelect {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Тип кампании' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(
      'RTB — аукцион, FIX — фиксированная цена Выберите тип кампании',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** Every prop in the Controls panel; the list portals to the page, so open it to see it. */
export const Playground: Story = {
  args: { value: '1', disabled: false },
};
