import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Field } from '../field';
import { CampaignTypeSelect } from '../select/select.fixtures';
import { Switch } from '../switch';
import { FilterSheet } from './filter-sheet';
import { PLAYGROUND } from '../../../../../.storybook/visual';

/** A list's filters: inline from md, behind one button in a sheet below md. */
const meta = {
  title: 'Components/FilterSheet',
  component: FilterSheet,
  args: {
    label: 'Фильтры кампаний',
    className: 'flex flex-wrap items-end gap-4',
    children: (
      <>
        <Field label="Тип кампании" className="w-56">
          <CampaignTypeSelect />
        </Field>
        <Field label="Только активные" orientation="horizontal">
          <Switch />
        </Field>
      </>
    ),
    onReset: fn(),
  },
  argTypes: {
    label: {
      description:
        "Names the filters: the group's name, and on a phone the sheet's title («Фильтры кампаний»).",
      control: 'text',
    },
    active: {
      description:
        'How many filters are set: above 0 the phone button counts them and «Сбросить» appears beside them.',
      control: { type: 'number', min: 0, max: 9 },
      table: { defaultValue: { summary: '0' } },
    },
    summary: {
      description:
        'The phone button’s text while a filter is set, when one filter says it best («Статус: На паузе»); unset counts them.',
      control: 'text',
    },
    triggerText: {
      description: 'The phone button’s text while nothing is set.',
      control: 'text',
      table: { defaultValue: { summary: 'Фильтры' } },
    },
    doneText: {
      description:
        'The sheet’s closing button: what the user gets, when it is known («Показать на карте: 120 экранов»).',
      control: 'text',
      table: { defaultValue: { summary: 'Готово' } },
    },
    alwaysSheet: {
      description:
        'A sheet at every width: for a control that exists only on a phone (the sort order of a card list).',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    className: {
      description: 'Classes of the inline group: how the fields line up from md.',
      control: 'text',
    },
    children: { description: 'The filter fields; they apply as they change.', control: false },
    icon: { description: 'The phone button’s icon; sliders by default.', control: false },
    onReset: {
      description: 'Clears every filter; shows «Сбросить» while any is set.',
      control: false,
    },
  },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every prop in the Controls panel; switch the viewport to a phone for the button and its sheet.
 * The fields are nodes, so they stay the story's.
 */
export const Playground: Story = {
  args: {
    active: 0,
    triggerText: 'Фильтры',
    doneText: 'Готово',
    alwaysSheet: false,
  },
  parameters: {
    ...PLAYGROUND,
    visual: {
      why: "FilterSheet has no Default of its own: it is shot where it is used, in the list screens' stories, DataTable's Phone and MapPicker's PhoneTouch, so its Playground adds no picture",
    },
  },
};
