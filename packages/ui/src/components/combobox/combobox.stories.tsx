import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSpiedState } from '../../lib/use-spied-state';
import { Field } from '../field';
import { Combobox, type ComboboxOption } from './combobox';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const cities: ComboboxOption[] = [
  { value: 'msk', label: 'Москва' },
  { value: 'spb', label: 'Санкт-Петербург' },
  { value: 'ekb', label: 'Екатеринбург' },
  { value: 'nsk', label: 'Новосибирск' },
  { value: 'kzn', label: 'Казань' },
  // A value with a space, as when cities are keyed by name.
  { value: 'Нижний Новгород', label: 'Нижний Новгород' },
  { value: 'sam', label: 'Самара', disabled: true },
];

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { options: cities, value: [], onValueChange: fn(), placeholder: 'Все города' },
  argTypes: {
    options: {
      description:
        'The choices: value, label, and disabled for one that cannot be picked now; filtered by the typed text.',
      control: 'object',
    },
    value: {
      description: 'The chosen values, shown as chips (one at most unless multiple).',
      control: 'object',
    },
    multiple: {
      description:
        'Several values as chips (cities, publishers); off for one value, and the list closes on a pick.',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    placeholder: {
      description: 'Text in the empty field: what an empty choice means («Все города»).',
      control: 'text',
      table: { defaultValue: { summary: 'Выберите…' } },
    },
    emptyText: {
      description: 'The line when nothing matches the typed text.',
      control: 'text',
      table: { defaultValue: { summary: 'Ничего не найдено' } },
    },
    loading: {
      description:
        'A server search is running: a spinner in the field, «Загрузка…» in place of an empty list.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    disabled: { description: 'Not available now; say why nearby.', control: 'boolean' },
    onValueChange: { control: false },
    onSearchChange: {
      description:
        'Server-side search: called with the typed text, and the options are shown as given (the ServerSearch story).',
      control: false,
    },
    id: { control: false },
    'aria-label': {
      description: 'The name when there is no Field around it.',
      control: false,
    },
    'aria-labelledby': { control: false },
    'aria-describedby': { control: false },
    'aria-invalid': { control: false },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: function Render(args) {
    const [value, onValueChange] = useSpiedState(args.value, args.onValueChange);
    return (
      <Field label="Города">
        <Combobox {...args} value={value} onValueChange={onValueChange} />
      </Field>
    );
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search, pick two cities with the mouse and the keyboard, remove one chip. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Города' });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Города' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Казань' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['kzn']);
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'санкт');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    const option = within(listbox).getByRole('option', { name: 'Санкт-Петербург' });
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['kzn', 'spb']);
    await expect(input).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Убрать: Казань' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['spb']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const WithSelection: Story = {
  args: { value: ['msk', 'spb', 'ekb'] },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Москва' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Backspace in the empty field removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['msk', 'spb']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Arrow keys wrap around and skip disabled options. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    const listbox = await screen.findByRole('listbox');
    // «Самара» is disabled, so the last enabled option is active.
    const last = within(listbox).getByRole('option', { name: 'Нижний Новгород' });
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['msk']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
  },
};

export const NothingFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Владивосток');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'Ничего не найдено' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const Single: Story = {
  args: { multiple: false, placeholder: 'Любой город' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).not.toHaveAttribute('aria-multiselectable');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Москва' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['msk']);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Server-side search: the parent loads options for the typed text. */
export const ServerSearch: Story = {
  args: { placeholder: 'Начните вводить издателя' },
  render: function Render(args) {
    const all: ComboboxOption[] = [
      { value: '1', label: 'Гэллери' },
      { value: '2', label: 'Russ Outdoor' },
      { value: '3', label: 'ГородЭкран' },
    ];
    const [value, setValue] = useState<string[]>([]);
    const [options, setOptions] = useState(all);
    return (
      <Field label="Издатели">
        <Combobox
          {...args}
          options={options}
          value={value}
          onValueChange={setValue}
          onSearchChange={(query) =>
            setOptions(
              all.filter((option) => option.label.toLowerCase().includes(query.toLowerCase())),
            )
          }
        />
      </Field>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Издатели' });
    await userEvent.type(input, 'город');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'ГородЭкран' }));
    await userEvent.type(input, 'russ');
    // The chip keeps its label although the new results no longer include it.
    await expect(canvas.getByRole('button', { name: 'Убрать: ГородЭкран' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = { args: { loading: true, options: [] } };

export const WithError: Story = {
  render: (args) => (
    <Field label="Города" error="Выберите хотя бы один город">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Города' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Выберите хотя бы один город');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ['msk'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** Every prop in the Controls panel; a value set there replaces what was picked in the list. */
export const Playground: Story = {
  args: {
    options: cities,
    value: [],
    multiple: true,
    placeholder: 'Все города',
    emptyText: 'Ничего не найдено',
    loading: false,
    disabled: false,
  },
  parameters: PLAYGROUND,
};
