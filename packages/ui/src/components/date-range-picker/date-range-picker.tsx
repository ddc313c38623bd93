import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker, getDefaultClassNames, type DateRange } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { useFieldControl } from '../field/field-context';
import { inputVariants } from '../input';

export type { DateRange };

/**
 * `dd.mm.yy – dd.mm.yy` in the browser's own time zone: the picker hands back local midnights,
 * which formatting in another zone could move to the previous day.
 */
export function formatLocalRange(range: DateRange | undefined): string | null {
  if (!range?.from) return null;
  const from = format(range.from, 'dd.MM.yy');
  return `${from} – ${range.to ? format(range.to, 'dd.MM.yy') : '…'}`;
}

export type DateRangePickerProps = {
  /** The chosen period; `to` is missing while only the start is picked. */
  value: DateRange | undefined;
  /** Called as the user picks days, and with undefined on reset. */
  onValueChange: (value: DateRange | undefined) => void;
  /** Earliest day that can be picked (today for a new campaign). */
  minDate?: Date;
  /** Latest day that can be picked. */
  maxDate?: Date;
  /** Month shown first when nothing is chosen; the chosen start month otherwise. */
  defaultMonth?: Date;
  /** The day marked as today; pass a fixed date in stories and tests. */
  today?: Date;
  /** Months side by side; 2 by default. */
  numberOfMonths?: number;
  /** Text when nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  className?: string;
};

const defaults = getDefaultClassNames();

/**
 * A period picker: a field showing `dd.mm.yy – dd.mm.yy` that opens a two-month calendar
 * (react-day-picker, Russian locale, weeks from Monday). The calendar takes focus on open and
 * is driven by arrow keys, PageUp/PageDown (month), Home/End (week), Enter to pick.
 */
export function DateRangePicker({
  value,
  onValueChange,
  minDate,
  maxDate,
  defaultMonth,
  today,
  numberOfMonths = 2,
  placeholder = 'Выберите период',
  disabled = false,
  className,
  ...aria
}: DateRangePickerProps) {
  const field = useFieldControl();
  const [open, setOpen] = useState(false);
  const generatedId = useId();
  const triggerId = aria.id ?? field?.id ?? generatedId;
  const contentId = `${generatedId}-calendar`;
  const valueId = `${triggerId}-value`;
  const text = formatLocalRange(value);
  const labelledBy = aria['aria-labelledby'] ?? field?.['aria-labelledby'];
  const hidden = [
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
  ];

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          // A combobox with a dialog popup (ARIA 1.2 date picker pattern); it can carry aria-invalid.
          role="combobox"
          aria-expanded={open}
          aria-controls={contentId}
          id={triggerId}
          disabled={disabled}
          aria-label={aria['aria-label']}
          // The label names the field; the chosen period (or placeholder) follows it.
          aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
          aria-describedby={aria['aria-describedby'] ?? field?.['aria-describedby']}
          aria-invalid={aria['aria-invalid'] ?? field?.['aria-invalid']}
          className={cn(
            inputVariants(),
            'cursor-pointer items-center justify-between gap-2 text-left tabular-nums',
            !text && 'text-muted-foreground',
            className,
          )}
        >
          <span id={valueId}>{text ?? placeholder}</span>
          <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          align="start"
          sideOffset={4}
          aria-label="Выбор периода"
          className="z-50 rounded-md border bg-popover p-3 text-popover-foreground shadow-md outline-none"
        >
          <DayPicker
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
          <div className="mt-3 flex justify-end gap-2 border-t pt-3">
            <Button
              variant="ghost"
              size="sm"
              disabled={!value}
              onClick={() => onValueChange(undefined)}
            >
              Сбросить
            </Button>
            <Button size="sm" onClick={() => setOpen(false)}>
              Готово
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
