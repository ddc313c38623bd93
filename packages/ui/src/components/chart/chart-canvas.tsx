import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { toNumber } from '../../format/number';
import { formatAxisValue, formatDayMonth, formatSeriesValue } from './chart-format';
import { alignedTicks, linearTicks, monotonePath, type Point } from './chart-geometry';
import type { ChartDatum, ChartSeries } from './chart-types';

export type ChartCanvasProps = {
  data: ChartDatum[];
  series: ChartSeries[];
  height: number;
};

const colorOf = (series: ChartSeries) => `var(--${series.color ?? 'primary'})`;

const LEFT_AXIS = 88;
const RIGHT_AXIS = 96;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 8 };
const LEGEND = 28;
/** The widest `dd.mm` tick at 12 px, plus the gap kept between two labels. */
const X_LABEL = 34 + 16;

/**
 * The plot of Chart: bars and lines over days on one or two value axes, drawn as plain SVG.
 *
 * Drawn by hand rather than by a chart library, whose chunk and synchronous store updates would
 * make the dashboard's longest task on a phone. It draws a band per day, bars side by side in it,
 * lines through the bands' centres (monotone, broken where a day has no number), five round ticks
 * per axis from zero, and a tooltip for the day under the pointer.
 * It is decorative for assistive technology: Chart's table carries the numbers.
 */
export function ChartCanvas({ data, series, height }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);

  // The first width comes from the observer's first report, after the browser's own layout:
  // reading clientWidth here would force the layout of the whole new page inside React's commit, a
  // long task of the dashboard on a phone. The plot appears a frame later in a box whose height is
  // already reserved.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const hasRight = series.some((item) => item.axis === 'right');
  const left = MARGIN.left + LEFT_AXIS;
  const right = width - MARGIN.right - (hasRight ? RIGHT_AXIS : 0);
  const top = MARGIN.top;
  const bottom = height - LEGEND - MARGIN.bottom;
  const plotWidth = Math.max(0, right - left);
  const band = data.length > 0 ? plotWidth / data.length : 0;

  // Strings from the API become numbers for the scales.
  const values = series.map((item) => data.map((datum) => toNumber(datum[item.key])));
  const axis = (side: 'left' | 'right', gridTicks?: number) => {
    const members = series.flatMap((item, index) =>
      (item.axis ?? 'left') === side ? [index] : [],
    );
    const known = members.flatMap((index) => values[index]!.filter((value) => value !== null));
    // The right axis' ticks sit on the left axis' grid lines.
    const ticks = gridTicks ? alignedTicks(known, gridTicks) : linearTicks(known);
    const min = ticks[0]!;
    const max = ticks[ticks.length - 1]!;
    const y = (value: number) => bottom - ((value - min) / (max - min || 1)) * (bottom - top);
    const format = series[members[0] ?? 0]?.format;
    return { ticks, y, format, zero: y(Math.max(min, Math.min(0, max))) };
  };
  const leftAxis = axis('left');
  const axes = { left: leftAxis, right: axis('right', leftAxis.ticks.length) };
  const bars = series.filter((item) => item.kind === 'bar');
  const barWidth = bars.length > 0 ? Math.max(1, (band * 0.8) / bars.length - 2) : 0;
  const labelEvery = Math.max(1, Math.ceil(X_LABEL / (band || 1)));

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = Math.floor((x - left) / (band || 1));
    setActive(x >= left && x <= right && index >= 0 && index < data.length ? index : null);
  };

  const tooltipLeft = active === null ? 0 : left + band * (active + 0.5);
  return (
    <div ref={box} data-slot="chart-canvas" className="relative h-full w-full" style={{ height }}>
      {width > 0 ? (
        <svg
          data-slot="chart-svg"
          width={width}
          height={height - LEGEND}
          className="block overflow-visible text-xs"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          {axes.left.ticks.map((tick) => (
            <line
              key={tick}
              x1={left}
              x2={right}
              y1={axes.left.y(tick)}
              y2={axes.left.y(tick)}
              stroke="var(--border)"
              strokeDasharray="3 3"
            />
          ))}
          {active !== null ? (
            <rect
              x={left + band * active}
              y={top}
              width={band}
              height={bottom - top}
              fill="var(--muted)"
              opacity={0.6}
            />
          ) : null}
          {bars.map((item, barIndex) => {
            const scale = axes[item.axis ?? 'left'];
            const column = values[series.indexOf(item)]!;
            return (
              <g key={item.key} fill={colorOf(item)}>
                {column.map((value, day) => {
                  if (value === null) return null;
                  const x = left + band * day + band * 0.1 + barIndex * (barWidth + 2) + 1;
                  const y = scale.y(value);
                  const from = Math.min(y, scale.zero);
                  const size = Math.abs(scale.zero - y);
                  const radius = Math.min(3, barWidth / 2, size);
                  return (
                    <path
                      key={day}
                      data-slot="chart-bar"
                      d={`M${x},${from + size}V${from + radius}Q${x},${from} ${x + radius},${from}H${x + barWidth - radius}Q${x + barWidth},${from} ${x + barWidth},${from + radius}V${from + size}Z`}
                    />
                  );
                })}
              </g>
            );
          })}
          {series.map((item, index) =>
            item.kind === 'bar' ? null : (
              <path
                key={item.key}
                data-slot="chart-line"
                d={lineSegments(values[index]!)
                  .map((segment) =>
                    monotonePath(
                      segment.map(({ day, value }): Point => [
                        left + band * (day + 0.5),
                        axes[item.axis ?? 'left'].y(value),
                      ]),
                    ),
                  )
                  .join('')}
                fill="none"
                stroke={colorOf(item)}
                strokeWidth={2}
              />
            ),
          )}
          <g fill="var(--muted-foreground)">
            {(['left', 'right'] as const).map((side) =>
              side === 'right' && !hasRight
                ? null
                : axes[side].ticks.map((tick) => (
                    <text
                      key={`${side}${tick}`}
                      x={side === 'left' ? left - 8 : right + 8}
                      y={axes[side].y(tick)}
                      dy="0.32em"
                      textAnchor={side === 'left' ? 'end' : 'start'}
                    >
                      {formatAxisValue(axes[side].format, tick)}
                    </text>
                  )),
            )}
            {data.map((datum, day) =>
              (data.length - 1 - day) % labelEvery === 0 ? (
                <text
                  key={datum.date}
                  x={left + band * (day + 0.5)}
                  y={bottom + 8}
                  dy="0.71em"
                  textAnchor="middle"
                >
                  {formatDayMonth(datum.date)}
                </text>
              ) : null,
            )}
          </g>
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--border)" />
        </svg>
      ) : null}
      <ul
        data-slot="chart-legend"
        className="flex h-7 flex-wrap items-center justify-center gap-x-4 text-xs"
      >
        {series.map((item) => (
          <li
            key={item.key}
            data-slot="chart-legend-item"
            className="flex items-center gap-1.5"
            style={{ color: colorOf(item) }}
          >
            <span
              aria-hidden
              className={item.kind === 'bar' ? 'size-2.5 rounded-sm' : 'h-0.5 w-3.5 rounded-full'}
              style={{ background: colorOf(item) }}
            />
            {item.label}
          </li>
        ))}
      </ul>
      {active !== null ? (
        <div
          data-slot="chart-tooltip"
          className="pointer-events-none absolute z-10 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
          style={{
            top: top,
            left: tooltipLeft,
            transform: `translateX(${tooltipLeft > width / 2 ? 'calc(-100% - 12px)' : '12px'})`,
          }}
        >
          <p className="mb-1 font-medium">{formatDayMonth(data[active]!.date)}</p>
          {series.map((item, index) => (
            <p key={item.key} className="whitespace-nowrap tabular-nums">
              <span style={{ color: colorOf(item) }}>{item.label}</span>:{' '}
              {values[index]![active] === null
                ? '—'
                : formatSeriesValue(item, values[index]![active])}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The runs of days that have a number: a line breaks where a day has none. */
function lineSegments(column: (number | null)[]): { day: number; value: number }[][] {
  const segments: { day: number; value: number }[][] = [];
  let current: { day: number; value: number }[] = [];
  column.forEach((value, day) => {
    if (value === null) {
      if (current.length) segments.push(current);
      current = [];
    } else current.push({ day, value });
  });
  if (current.length) segments.push(current);
  return segments;
}
