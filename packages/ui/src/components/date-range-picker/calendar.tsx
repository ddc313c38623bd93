import type { ComponentProps } from 'react';
import { Chevron, DayPicker, getDefaultClassNames, type DateRange } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import { cn } from '../../lib/cn';

/*
 * The calendar of DateRangePicker: react-day-picker with date-fns is most of the picker's weight,
 * so the picker loads this module when it is about to open (see date-range-picker.tsx).
 */

export type CalendarProps = {
  value: DateRange | undefined;
  onValueChange: (value: DateRange | undefined) => void;
  numberOfMonths: number;
  defaultMonth: Date | undefined;
  minDate: Date | undefined;
  maxDate: Date | undefined;
  today: Date | undefined;
};

const defaults = getDefaultClassNames();

/**
 * react-day-picker's own arrow, hidden from screen readers: the month buttons around it are named by
 * the locale's labels, and a drawing without a name inside them is only noise.
 */
function HiddenChevron(props: ComponentProps<typeof Chevron>) {
  return (
    <span aria-hidden className="contents">
      <Chevron {...props} />
    </span>
  );
}

export function Calendar({
  value,
  onValueChange,
  numberOfMonths,
  defaultMonth,
  minDate,
  maxDate,
  today,
}: CalendarProps) {
  const hidden = [
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
  ];
  return (
    <DayPicker
      data-slot="date-range-picker-calendar"
      mode="range"
      locale={ru}
      selected={value}
      onSelect={onValueChange}
      numberOfMonths={numberOfMonths}
      defaultMonth={value?.from ?? defaultMonth ?? minDate}
      startMonth={minDate}
      endMonth={maxDate}
      disabled={hidden}
      today={today}
      // The calendar is the dialog's content: focus goes to the selected day or today.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      showOutsideDays={false}
      components={{ Chevron: HiddenChevron }}
      classNames={{
        root: cn(defaults.root, 'relative'),
        months: 'flex flex-col gap-4 sm:flex-row',
        month: 'space-y-3',
        month_caption: 'flex h-8 items-center justify-center',
        caption_label: 'text-sm font-medium capitalize',
        nav: 'absolute inset-x-0 top-0 flex h-8 items-center justify-between',
        button_previous:
          'inline-flex size-8 cursor-pointer items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
        button_next:
          'inline-flex size-8 cursor-pointer items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
        chevron: 'size-4 fill-current',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-xs font-normal text-muted-foreground',
        week: 'mt-1 flex',
        day: 'group size-9 p-0 text-center text-sm',
        day_button:
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-md tabular-nums hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        today: 'font-semibold underline underline-offset-4',
        selected: '',
        range_start: '[&>button]:bg-primary [&>button]:text-primary-foreground',
        range_end: '[&>button]:bg-primary [&>button]:text-primary-foreground',
        range_middle:
          '[&>button]:rounded-none [&>button]:bg-accent [&>button]:text-accent-foreground',
        disabled:
          '[&>button]:cursor-not-allowed [&>button]:text-muted-foreground [&>button]:line-through',
        outside: 'invisible',
        hidden: 'invisible',
      }}
    />
  );
}
