/** A day's figures: `date` as the API sends it (ISO `2026-11-01`) plus one field per series. */
export type ChartDatum = { date: string } & Record<string, string | number | null | undefined>;

export type ChartSeries = {
  /** Field of each datum holding this series' value. */
  key: string;
  /** Russian name in the legend, tooltip and table header. */
  label: string;
  kind?: 'line' | 'bar';
  /** How values are shown: roubles or a plain number. */
  format?: 'number' | 'money';
  /** Which Y axis the series uses; put money on one side, counts on the other. */
  axis?: 'left' | 'right';
  /** A semantic colour token. */
  color?: 'primary' | 'success' | 'info' | 'warning' | 'destructive';
};
