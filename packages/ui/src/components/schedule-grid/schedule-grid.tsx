import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  DAY_FULL,
  DAY_SHORT,
  DAYS,
  HOURS,
  SCHEDULE_PRESETS,
  countActive,
  countRow,
  describeSchedule,
  fromMatrix,
  hourCode,
  matricesEqual,
  paintRect,
  pluralHours,
  toMatrix,
  toggleAll,
  toggleCell,
  toggleColumn,
  toggleRow,
  type CellPoint,
  type ScheduleDay,
  type ScheduleMatrix,
} from './schedule-grid-ops';

export type ScheduleGridProps = {
  /** The campaign's `target_days` (spec §3); missing days or hours count as inactive. */
  value?: readonly ScheduleDay[] | null;
  /** Initial value when the grid is uncontrolled. */
  defaultValue?: readonly ScheduleDay[] | null;
  /** Receives the full 7 × 24 `target_days` after every change; a drag emits once, on release. */
  onChange?: (value: ScheduleDay[]) => void;
  /** Campaign view: shows the schedule, no edits, no presets. */
  readOnly?: boolean;
  /** Accessible name of the grid. */
  label?: string;
  /** Hides the preset buttons while keeping the grid editable. */
  hidePresets?: boolean;
  className?: string;
};

/** Focus position: row 0 is the hour header row, column 0 the day header column. */
type Pos = { r: number; c: number };

type Drag = {
  pointerId: number;
  anchor: CellPoint;
  current: CellPoint;
  value: boolean;
  base: ScheduleMatrix;
  moved: boolean;
};

const ROW_TEMPLATE = 'grid grid-cols-[2.75rem_repeat(24,minmax(1.375rem,1fr))] gap-px';
/**
 * The day labels stay in view while the grid scrolls sideways in its box (a phone shows about ten
 * hours at a time); the card's own colour covers the hours passing under them.
 */
const PINNED = 'sticky left-0 z-10 bg-card';

function cellFromTarget(target: EventTarget | null): CellPoint | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>('[data-day][data-hour]');
  if (!cell) return null;
  return { day: Number(cell.dataset.day), hour: Number(cell.dataset.hour) };
}

export function ScheduleGrid({
  value,
  defaultValue,
  onChange,
  readOnly = false,
  label = 'Расписание показов',
  hidePresets = false,
  className,
}: ScheduleGridProps) {
  const controlled = value !== undefined;
  const [inner, setInner] = useState<ScheduleMatrix>(() => toMatrix(defaultValue));
  const committed = useMemo(
    () => (controlled ? toMatrix(value) : inner),
    [controlled, value, inner],
  );
  const [draft, setDraft] = useState<ScheduleMatrix | null>(null);
  const matrix = draft ?? committed;

  const [focus, setFocus] = useState<Pos>({ r: 1, c: 1 });
  const anchorRef = useRef<CellPoint | null>(null);
  const shiftBaseRef = useRef<{ base: ScheduleMatrix; anchor: CellPoint } | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const helpId = useId();

  const commit = useCallback(
    (next: ScheduleMatrix) => {
      if (readOnly) return;
      if (!controlled) setInner(next);
      onChange?.(fromMatrix(next));
    },
    [controlled, onChange, readOnly],
  );

  const focusPos = useCallback((pos: Pos) => {
    setFocus(pos);
    const el = gridRef.current?.querySelector<HTMLElement>(`[data-pos="${pos.r}:${pos.c}"]`);
    el?.focus();
  }, []);

  const activate = useCallback(
    (pos: Pos) => {
      if (readOnly) return;
      if (pos.r === 0 && pos.c === 0) commit(toggleAll(matrix));
      else if (pos.r === 0) commit(toggleColumn(matrix, pos.c - 1));
      else if (pos.c === 0) commit(toggleRow(matrix, pos.r - 1));
      else commit(toggleCell(matrix, { day: pos.r - 1, hour: pos.c - 1 }));
    },
    [commit, matrix, readOnly],
  );

  // Pointer: the first cell decides paint or erase; the rectangle is re-painted from the
  // snapshot on every move so shrinking the drag restores what was there.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (readOnly || event.button !== 0) return;
    const cell = cellFromTarget(event.target);
    if (!cell) return;
    event.preventDefault();
    const base = committed;
    const valueToPaint = !(base[cell.day]?.[cell.hour] ?? false);
    dragRef.current = {
      pointerId: event.pointerId,
      anchor: cell,
      current: cell,
      value: valueToPaint,
      base,
      moved: false,
    };
    // Touch pointers are captured by the touched cell; capture on the grid keeps moves coming.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests) have no capturable id; bubbling from cells still works.
    }
    setDraft(paintRect(base, cell, cell, valueToPaint));
    setFocus({ r: cell.day + 1, c: cell.hour + 1 });
    anchorRef.current = cell;
    shiftBaseRef.current = null;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const cell =
      cellFromTarget(event.target) ??
      cellFromTarget(document.elementFromPoint(event.clientX, event.clientY));
    if (!cell || (cell.day === drag.current.day && cell.hour === drag.current.hour)) return;
    drag.current = cell;
    drag.moved = true;
    setDraft(paintRect(drag.base, drag.anchor, cell, drag.value));
  };

  const finishDrag = (event: ReactPointerEvent<HTMLDivElement>, cancel: boolean) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setDraft(null);
    if (cancel) return;
    const next = paintRect(drag.base, drag.anchor, drag.current, drag.value);
    commit(next);
    focusPos({ r: drag.current.day + 1, c: drag.current.hour + 1 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, shiftKey } = event;
    const mod = event.ctrlKey || event.metaKey;
    if (key === 'Escape' && dragRef.current) {
      dragRef.current = null;
      setDraft(null);
      event.preventDefault();
      return;
    }
    if (mod && (key === 'a' || key === 'A' || key === 'ф' || key === 'Ф')) {
      event.preventDefault();
      if (!readOnly)
        commit(paintRect(matrix, { day: 0, hour: 0 }, { day: DAYS - 1, hour: HOURS - 1 }, true));
      return;
    }
    if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      activate(focus);
      return;
    }
    let next: Pos | null = null;
    const { r, c } = focus;
    switch (key) {
      case 'ArrowUp':
        next = { r: Math.max(0, r - 1), c };
        break;
      case 'ArrowDown':
        next = { r: Math.min(DAYS, r + 1), c };
        break;
      case 'ArrowLeft':
        next = { r, c: Math.max(0, c - 1) };
        break;
      case 'ArrowRight':
        next = { r, c: Math.min(HOURS, c + 1) };
        break;
      case 'Home':
        next = mod ? { r: 1, c: 1 } : { r, c: c > 1 ? 1 : 0 };
        break;
      case 'End':
        next = mod ? { r: DAYS, c: HOURS } : { r, c: HOURS };
        break;
      case 'PageUp':
        next = { r: 1, c };
        break;
      case 'PageDown':
        next = { r: DAYS, c };
        break;
      default:
        return;
    }
    event.preventDefault();
    const inData = (p: Pos) => p.r > 0 && p.c > 0;
    if (shiftKey && !readOnly && key.startsWith('Arrow') && inData(focus)) {
      // Shift+arrows grow a rectangle of active hours from the anchor, like a spreadsheet selection.
      const target = { r: Math.max(1, next.r), c: Math.max(1, next.c) };
      if (!shiftBaseRef.current) {
        shiftBaseRef.current = { base: matrix, anchor: { day: r - 1, hour: c - 1 } };
      }
      const { base, anchor } = shiftBaseRef.current;
      commit(paintRect(base, anchor, { day: target.r - 1, hour: target.c - 1 }, true));
      focusPos(target);
      return;
    }
    shiftBaseRef.current = null;
    focusPos(next);
  };

  const total = countActive(matrix);
  const summary = describeSchedule(matrix);
  const activePreset = SCHEDULE_PRESETS.find((p) => matricesEqual(p.matrix, matrix))?.id;
  const tab = (r: number, c: number) => (focus.r === r && focus.c === c ? 0 : -1);
  const headerButton =
    'flex h-full w-full items-center justify-center rounded-sm text-xs text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

  return (
    <div data-slot="schedule-grid" className={cn('flex flex-col gap-3', className)}>
      {!readOnly && !hidePresets && (
        <div
          data-slot="schedule-grid-presets"
          className="flex flex-wrap gap-2"
          role="group"
          aria-label="Готовые расписания"
        >
          {SCHEDULE_PRESETS.map((preset) => (
            <Button
              key={preset.id}
              data-slot="schedule-grid-preset"
              size="sm"
              variant={
                activePreset === preset.id && preset.id !== 'clear' ? 'secondary' : 'outline'
              }
              aria-pressed={preset.id === 'clear' ? undefined : activePreset === preset.id}
              onClick={() => commit(preset.matrix)}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      )}
      <div data-slot="schedule-grid-scroll" className="overflow-x-auto pb-1">
        <div
          ref={gridRef}
          data-slot="schedule-grid-table"
          role="grid"
          tabIndex={-1}
          aria-label={label}
          aria-multiselectable={readOnly ? undefined : true}
          aria-readonly={readOnly || undefined}
          aria-rowcount={DAYS + 1}
          aria-colcount={HOURS + 1}
          aria-describedby={`${summaryId} ${helpId}`}
          className="flex min-w-[38rem] flex-col gap-px select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(e) => finishDrag(e, false)}
          onPointerCancel={(e) => finishDrag(e, true)}
          onLostPointerCapture={(e) => finishDrag(e, false)}
          onKeyDown={onKeyDown}
        >
          <div data-slot="schedule-grid-row" role="row" aria-rowindex={1} className={ROW_TEMPLATE}>
            <div
              data-slot="schedule-grid-corner"
              role="columnheader"
              aria-colindex={1}
              className={cn(PINNED, 'h-7')}
            >
              <button
                type="button"
                data-slot="schedule-grid-toggle"
                data-pos="0:0"
                tabIndex={tab(0, 0)}
                className={cn(headerButton, !readOnly && 'hover:bg-muted')}
                aria-label={readOnly ? 'Дни и часы' : 'Все дни и часы: переключить всю неделю'}
                aria-disabled={readOnly || undefined}
                onFocus={() => setFocus({ r: 0, c: 0 })}
                onClick={() => activate({ r: 0, c: 0 })}
              >
                {readOnly ? '' : 'Все'}
              </button>
            </div>
            {Array.from({ length: HOURS }, (_, h) => (
              <div
                key={h}
                data-slot="schedule-grid-hour"
                role="columnheader"
                aria-colindex={h + 2}
                className="h-7"
              >
                <button
                  type="button"
                  data-slot="schedule-grid-toggle"
                  data-pos={`0:${h + 1}`}
                  tabIndex={tab(0, h + 1)}
                  className={cn(headerButton, !readOnly && 'hover:bg-muted')}
                  aria-label={`${hourCode(h)}:00–${h === 23 ? '24' : hourCode(h + 1)}:00${readOnly ? '' : ', переключить час во все дни'}`}
                  aria-disabled={readOnly || undefined}
                  onFocus={() => setFocus({ r: 0, c: h + 1 })}
                  onClick={() => activate({ r: 0, c: h + 1 })}
                >
                  {hourCode(h)}
                </button>
              </div>
            ))}
          </div>
          {Array.from({ length: DAYS }, (_, d) => (
            <div
              key={d}
              data-slot="schedule-grid-row"
              role="row"
              aria-rowindex={d + 2}
              className={ROW_TEMPLATE}
            >
              <div
                data-slot="schedule-grid-day"
                role="rowheader"
                aria-colindex={1}
                className={cn(PINNED, 'h-8')}
              >
                <button
                  type="button"
                  data-slot="schedule-grid-toggle"
                  data-pos={`${d + 1}:0`}
                  tabIndex={tab(d + 1, 0)}
                  className={cn(
                    headerButton,
                    'justify-start gap-1 px-1 font-medium text-foreground',
                    !readOnly && 'hover:bg-muted',
                  )}
                  aria-disabled={readOnly || undefined}
                  onFocus={() => setFocus({ r: d + 1, c: 0 })}
                  onClick={() => activate({ r: d + 1, c: 0 })}
                >
                  <span aria-hidden>{DAY_SHORT[d]}</span>
                  <span className="sr-only">
                    {`${DAY_FULL[d]}, ${countRow(matrix, d)} ${pluralHours(countRow(matrix, d))}${readOnly ? '' : ', переключить весь день'}`}
                  </span>
                </button>
              </div>
              {Array.from({ length: HOURS }, (_, h) => {
                const on = matrix[d]?.[h] ?? false;
                return (
                  <div
                    key={h}
                    data-slot="schedule-grid-cell"
                    role="gridcell"
                    aria-colindex={h + 2}
                    aria-selected={on}
                    aria-label={`${DAY_SHORT[d]} ${hourCode(h)}:00`}
                    data-pos={`${d + 1}:${h + 1}`}
                    data-day={d}
                    data-hour={h}
                    data-state={on ? 'on' : 'off'}
                    tabIndex={tab(d + 1, h + 1)}
                    onFocus={() => setFocus({ r: d + 1, c: h + 1 })}
                    className={cn(
                      'h-8 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background focus-visible:outline-none',
                      on ? 'bg-primary' : 'bg-muted',
                      !readOnly && 'cursor-pointer touch-none',
                      !readOnly && (on ? 'hover:bg-primary/80' : 'hover:bg-accent'),
                    )}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <div
        data-slot="schedule-grid-footer"
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm"
      >
        <p data-slot="schedule-grid-total" aria-live="polite" className="font-medium">
          {total} {pluralHours(total)} в неделю
        </p>
        <p id={summaryId} data-slot="schedule-grid-summary" className="text-muted-foreground">
          {summary}
        </p>
      </div>
      <p id={helpId} data-slot="schedule-grid-help" className="sr-only">
        {readOnly
          ? 'Только просмотр.'
          : 'Пробел включает или выключает час, Shift со стрелками выделяет прямоугольник, Ctrl+A выделяет всю неделю. Заголовки дня и часа переключают строку и столбец.'}
      </p>
    </div>
  );
}
