import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { toNumber } from '../../format/number';
import { formatAxisValue, formatDayMonth, formatSeriesValue } from './chart-format';
import type { ChartDatum, ChartSeries } from './chart-types';

export type ChartCanvasProps = {
  data: ChartDatum[];
  series: ChartSeries[];
  height: number;
  animate: boolean;
};

const colorOf = (series: ChartSeries) => `var(--${series.color ?? 'primary'})`;

/** The recharts part of Chart, in its own module so it loads as a separate chunk. */
export function ChartCanvas({ data, series, height, animate }: ChartCanvasProps) {
  // Strings from the API become numbers so recharts scales them.
  const rows = data.map((datum) => {
    const row: Record<string, string | number | null> = { date: datum.date };
    for (const { key } of series) row[key] = toNumber(datum[key]);
    return row;
  });
  const axisFormat = (side: 'left' | 'right') =>
    series.find((item) => (item.axis ?? 'left') === side)?.format;
  const hasRight = series.some((item) => item.axis === 'right');
  const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };

  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatDayMonth}
          tick={tick}
          stroke="var(--border)"
          minTickGap={16}
        />
        <YAxis
          yAxisId="left"
          tickFormatter={(value: number) => formatAxisValue(axisFormat('left'), value)}
          tick={tick}
          stroke="var(--border)"
          width={88}
        />
        {hasRight ? (
          <YAxis
            yAxisId="right"
            orientation="right"
            tickFormatter={(value: number) => formatAxisValue(axisFormat('right'), value)}
            tick={tick}
            stroke="var(--border)"
            width={96}
          />
        ) : null}
        <Tooltip
          isAnimationActive={animate}
          labelFormatter={(label) => formatDayMonth(label)}
          formatter={(value, _name, item) => {
            const found = series.find((entry) => entry.key === item.dataKey);
            return found ? formatSeriesValue(found, value) : String(value);
          }}
          contentStyle={{
            background: 'var(--popover)',
            color: 'var(--popover-foreground)',
            border: '1px solid var(--border)',
            borderRadius: 'var(--radius)',
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((item) =>
          item.kind === 'bar' ? (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              yAxisId={item.axis ?? 'left'}
              fill={colorOf(item)}
              radius={[3, 3, 0, 0]}
              isAnimationActive={animate}
            />
          ) : (
            <Line
              key={item.key}
              dataKey={item.key}
              name={item.label}
              yAxisId={item.axis ?? 'left'}
              type="monotone"
              stroke={colorOf(item)}
              strokeWidth={2}
              dot={false}
              isAnimationActive={animate}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
