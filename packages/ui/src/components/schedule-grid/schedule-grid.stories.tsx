import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSpiedState } from '../../lib/use-spied-state';
import { ScheduleGrid, type ScheduleGridProps } from './schedule-grid';
import {
  SCHEDULE_PRESETS,
  createEmptySchedule,
  fromMatrix,
  type ScheduleDay,
} from './schedule-grid-ops';
import { componentModes } from '../../../../../.storybook/visual';

const business = fromMatrix(SCHEDULE_PRESETS.find((p) => p.id === 'business')!.matrix);

/** Holds the value like a form would, so every story is a real controlled grid. */
function Controlled(props: ScheduleGridProps) {
  const [value, onChange] = useSpiedState<ScheduleDay[]>(
    () => [...(props.value ?? createEmptySchedule())],
    props.onChange,
  );
  return <ScheduleGrid {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Components/ScheduleGrid',
  component: ScheduleGrid,
  args: { onChange: fn(), value: createEmptySchedule() },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  argTypes: {
    readOnly: {
      description: 'The campaign view: the schedule shown, no edits, no presets.',
      control: 'boolean',
    },
    hidePresets: {
      description: 'Hides the preset buttons and keeps the grid editable.',
      control: 'boolean',
    },
    label: {
      description: "The grid's accessible name, «Расписание показов» by default.",
      control: 'text',
    },
    value: {
      description: "The campaign's target_days: 7 days × 24 hours of on/off.",
      control: false,
    },
    defaultValue: { control: false },
    onChange: {
      description: 'Gets the whole week after every change; a drag reports once, on release.',
      control: false,
    },
  },
} satisfies Meta<typeof ScheduleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (root: HTMLElement, day: number, hour: number) => {
  const el = root.querySelector<HTMLElement>(`[data-day="${day}"][data-hour="${hour}"]`);
  if (!el) throw new Error(`no cell ${day}:${hour}`);
  return el;
};
const lastValue = (onChange: unknown): ScheduleDay[] => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)?.[0] as ScheduleDay[];
};
const activeCount = (days: ScheduleDay[]) =>
  days.reduce((n, d) => n + d.hours.filter((h) => h.is_active).length, 0);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Расписание показов' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(168);
    await expect(canvas.getByText('0 часов в неделю')).toBeInTheDocument();
    await expect(canvas.getByText('Показы не запланированы')).toBeInTheDocument();
  },
};

export const BusinessHours: Story = {
  args: { value: business },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('45 часов в неделю')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Рабочее время 09–18' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const ReadOnly: Story = {
  args: { value: business, readOnly: true, label: 'Расписание кампании' },
  play: async ({ canvas, canvasElement, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Расписание кампании' });
    await expect(grid).toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.queryByRole('group', { name: 'Готовые расписания' })).toBeNull();
    await userEvent.click(cell(canvasElement, 0, 0));
    await userEvent.keyboard(' ');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(cell(canvasElement, 0, 9)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Пн–Пт: 09:00–18:00')).toBeInTheDocument();
  },
};

export const ClickToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const c = cell(canvasElement, 1, 7);
    await userEvent.click(c);
    await expect(c).toHaveAttribute('aria-selected', 'true');
    const value = lastValue(args.onChange);
    await expect(value[1]!.hours[7]).toEqual({ hour: '07', is_active: true });
    await expect(activeCount(value)).toBe(1);
    await userEvent.click(c);
    await expect(c).toHaveAttribute('aria-selected', 'false');
  },
};

export const DragPaint: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: cell(canvasElement, 0, 9) },
      { target: cell(canvasElement, 1, 10) },
      { target: cell(canvasElement, 4, 12) },
      { keys: '[/MouseLeft]', target: cell(canvasElement, 4, 12) },
    ]);
    // One change for the whole gesture: 5 days × 4 hours.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(activeCount(lastValue(args.onChange))).toBe(20);
    await expect(canvas.getByText('20 часов в неделю')).toBeInTheDocument();
    await expect(cell(canvasElement, 4, 12)).toHaveAttribute('aria-selected', 'true');
    await expect(cell(canvasElement, 5, 12)).toHaveAttribute('aria-selected', 'false');
  },
};

export const DragErase: Story = {
  args: { value: business },
  play: async ({ canvasElement, args }) => {
    // Starting on an active hour erases; shrinking the drag back restores what was there.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: cell(canvasElement, 0, 12) },
      { target: cell(canvasElement, 4, 17) },
      { target: cell(canvasElement, 4, 13) },
      { keys: '[/MouseLeft]', target: cell(canvasElement, 4, 13) },
    ]);
    await expect(activeCount(lastValue(args.onChange))).toBe(45 - 10);
    await expect(cell(canvasElement, 2, 14)).toHaveAttribute('aria-selected', 'true');
    await expect(cell(canvasElement, 2, 13)).toHaveAttribute('aria-selected', 'false');
  },
};

export const Touch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.pointer([
      { keys: '[TouchA>]', target: cell(canvasElement, 5, 0) },
      { pointerName: 'TouchA', target: cell(canvasElement, 6, 3) },
      { keys: '[/TouchA]', target: cell(canvasElement, 6, 3) },
    ]);
    await expect(activeCount(lastValue(args.onChange))).toBe(8);
  },
};

export const HeaderToggles: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Среда/ }));
    await expect(activeCount(lastValue(args.onChange))).toBe(24);
    await expect(canvas.getByRole('button', { name: /^Среда, 24 часа/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^10:00–11:00/ }));
    await expect(activeCount(lastValue(args.onChange))).toBe(24 + 6);
    await userEvent.click(canvas.getByRole('button', { name: /^Среда/ }));
    await expect(activeCount(lastValue(args.onChange))).toBe(6);
    await userEvent.click(canvas.getByRole('button', { name: /переключить всю неделю/ }));
    await expect(activeCount(lastValue(args.onChange))).toBe(168);
  },
};

export const Presets: Story = {
  play: async ({ canvas, args }) => {
    const expectHours = async (label: string, hours: number) => {
      await userEvent.click(canvas.getByRole('button', { name: label }));
      await expect(activeCount(lastValue(args.onChange))).toBe(hours);
      await expect(canvas.getByText(new RegExp(`^${hours} час`))).toBeInTheDocument();
    };
    await expectHours('Круглосуточно', 168);
    await expectHours('Будни', 120);
    await expectHours('Выходные', 48);
    await expectHours('Рабочее время 09–18', 45);
    await expect(canvas.getByRole('button', { name: 'Рабочее время 09–18' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectHours('Вечер 18–23', 35);
    await expect(canvas.getByText('Пн–Вс: 18:00–23:00')).toBeInTheDocument();
    await expectHours('Очистить', 0);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement);
    // One tab stop: Tab from the presets lands on the first hour of Monday.
    await userEvent.click(root.getByRole('button', { name: 'Очистить' }));
    await userEvent.tab();
    await expect(cell(canvasElement, 0, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(cell(canvasElement, 1, 2)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cell(canvasElement, 1, 2)).toHaveAttribute('aria-selected', 'true');
    // Shift+arrows grow a rectangle 3 hours × 2 days from the anchor.
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    await expect(activeCount(lastValue(args.onChange))).toBe(6);
    await expect(cell(canvasElement, 2, 4)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(cell(canvasElement, 2, 23)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(cell(canvasElement, 2, 0)).toHaveFocus();
    // Left of the first hour is the day header; Space toggles the whole day.
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(root.getByRole('button', { name: /^Среда, 24 часа/ })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(activeCount(lastValue(args.onChange))).toBe(168);
    // Only one element of the grid is in the tab order.
    const tabbable = canvasElement.querySelectorAll('[role="grid"] [tabindex="0"]');
    await expect(tabbable).toHaveLength(1);
  },
};

/**
 * On a phone the grid scrolls sideways in its own box, and the day labels stay pinned at
 * its left edge, so a painted evening hour still says which day it is.
 */
export const PhonePinnedDays: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: componentModes('phone') } },
  args: { value: business },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    const scroller = grid.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const monday = canvas.getByRole('rowheader', { name: /Понедельник/ });
    const left = scroller.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(scroller.scrollLeft).toBeGreaterThan(100);
    await expect(Math.round(monday.getBoundingClientRect().left - left)).toBe(0);
    // The last hour came into view beside the pinned labels.
    await expect(canvas.getByRole('gridcell', { name: 'Пн 23:00' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { value: business, readOnly: false, hidePresets: false },
};
