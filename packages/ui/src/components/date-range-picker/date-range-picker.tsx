import { useEffect, useId, useState } from 'react';
import { Popover } from 'radix-ui';
import type { DateRange } from 'react-day-picker';
import { CalendarDays } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../format';
import { Alert } from '../alert';
import { Button } from '../button';
import type { Calendar as CalendarComponent } from './calendar';
import { useFieldAria, type FieldControlOwnProps } from '../field/field-context';
import { inputVariants } from '../input';

export type { DateRange };

/**
 * `dd.mm.yy – dd.mm.yy` in the browser's own time zone: the picker hands back local midnights,
 * which formatting in another zone could move to the previous day.
 */
export function formatLocalRange(range: DateRange | undefined): string | null {
  if (!range?.from) return null;
  return `${formatLocalDay(range.from)} – ${range.to ? formatLocalDay(range.to) : '…'}`;
}

/** `dd.mm.yy` of a local date: the shared formatter, in the browser's zone instead of Moscow's. */
const formatLocalDay = (date: Date): string =>
  formatDate(date, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

type CalendarModule = { Calendar: typeof CalendarComponent };
let calendarModule: CalendarModule | null = null;
let calendarLoad: Promise<CalendarModule> | null = null;

/**
 * The calendar (react-day-picker and date-fns) is most of the picker's weight: it loads in its own
 * chunk once a picker has been shown, off the screen's critical path, and a picker opens when it is
 * there. A failed load is tried again on the next hover, focus or opening.
 */
function loadCalendar(): Promise<CalendarModule> {
  calendarLoad ??= import('./calendar').then(
    (module) => (calendarModule = module),
    (error: unknown) => {
      calendarLoad = null;
      throw error;
    },
  );
  return calendarLoad;
}

const preloadCalendar = () => {
  loadCalendar().catch(() => undefined);
};

export type DateRangePickerProps = FieldControlOwnProps & {
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
  className?: string;
};

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
  const control = useFieldAria(aria);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(preloadCalendar, []);
  const generatedId = useId();
  const triggerId = control.id ?? generatedId;
  const contentId = `${generatedId}-calendar`;
  const valueId = `${triggerId}-value`;
  const text = formatLocalRange(value);
  const labelledBy = control['aria-labelledby'];
  const onOpenChange = (next: boolean) => {
    if (!next || calendarModule) {
      setOpen(next);
      return;
    }
    // Opens once the calendar is here (or with the error message when it cannot load).
    setLoading(true);
    loadCalendar()
      .catch(() => undefined)
      .finally(() => {
        setLoading(false);
        setOpen(true);
      });
  };
  const Calendar = calendarModule?.Calendar;

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-slot="date-range-picker"
          // A combobox with a dialog popup (ARIA 1.2 date picker pattern); it can carry aria-invalid.
          role="combobox"
          aria-expanded={open}
          // The calendar is in the page only while open: a closed trigger points at nothing.
          aria-controls={open ? contentId : undefined}
          {...control}
          id={triggerId}
          disabled={disabled}
          // The label names the field; the chosen period (or placeholder) follows it.
          aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
          aria-busy={loading || undefined}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
          className={cn(
            inputVariants(),
            'cursor-pointer items-center justify-between gap-2 text-left tabular-nums',
            !text && 'text-muted-foreground',
            className,
          )}
        >
          <span id={valueId} data-slot="date-range-picker-value">
            {text ?? placeholder}
          </span>
          <CalendarDays
            data-slot="date-range-picker-icon"
            aria-hidden
            className="size-4 shrink-0 text-muted-foreground"
          />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          data-slot="date-range-picker-content"
          align="start"
          sideOffset={4}
          aria-label="Выбор периода"
          className="z-50 rounded-md border bg-popover p-3 text-popover-foreground shadow-md outline-none"
        >
          {Calendar ? (
            <Calendar
              value={value}
              onValueChange={onValueChange}
              numberOfMonths={numberOfMonths}
              defaultMonth={defaultMonth}
              minDate={minDate}
              maxDate={maxDate}
              today={today}
            />
          ) : (
            <Alert variant="error" title="Не удалось загрузить календарь">
              Проверьте соединение и откройте выбор периода ещё раз.
            </Alert>
          )}
          <div
            data-slot="date-range-picker-footer"
            className="mt-3 flex justify-end gap-2 border-t pt-3"
          >
            <Button
              data-slot="date-range-picker-reset"
              variant="ghost"
              size="sm"
              disabled={!value}
              onClick={() => onValueChange(undefined)}
            >
              Сбросить
            </Button>
            <Button data-slot="date-range-picker-done" size="sm" onClick={() => setOpen(false)}>
              Готово
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
