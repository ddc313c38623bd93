import { Fragment, useEffect, useId, useRef, useState, memo } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../button';
import { Checkbox } from '../../checkbox';
import { Input } from '../../input';
import { NumberInput } from '../../number-input';
import { formatNumber } from '../../../format';
import { countActiveFilters, type FacetCounts, type RangeKey } from '../lib/filters';
import type { MapFilterOption, MapFilterOptions, MapPlayerFilters } from '../map-picker.types';

export type MapFiltersProps = {
  filters: MapPlayerFilters;
  onChange: (filters: MapPlayerFilters) => void;
  options: MapFilterOptions | null;
  /** Options failed to load: the lists say so, the other filters still work. */
  optionsError?: boolean;
  /** Matches per option among the players loaded in the visible area; null while unknown. */
  counts?: FacetCounts | null;
  className?: string;
};

type ListKey = 'typeNames' | 'publisherNames' | 'cities';

const RANGES: { key: RangeKey; legend: string; fractionDigits: number; suffix: string | null }[] = [
  { key: 'ots', legend: 'OTS', fractionDigits: 1, suffix: null },
  { key: 'grp', legend: 'GRP', fractionDigits: 3, suffix: null },
  { key: 'price', legend: 'Цена показа, ₽', fractionDigits: 0, suffix: '₽' },
];

function OptionList({
  legend,
  options,
  selected,
  onChange,
  searchable,
  counts,
}: {
  legend: string;
  options: MapFilterOption[] | undefined;
  selected: string[];
  onChange: (next: string[]) => void;
  searchable: boolean;
  counts: Map<string, number> | undefined;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  if (options !== undefined && options.length === 0 && selected.length === 0) return null;
  const shown = (options ?? []).filter((o) =>
    o.label.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <fieldset data-slot="map-picker-filter" className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {selected.length > 0 && (
          <span className="ml-1 text-muted-foreground">({selected.length})</span>
        )}
      </legend>
      {searchable && (options?.length ?? 0) > 8 && (
        <>
          <label htmlFor={searchId} className="sr-only">
            Поиск: {legend.toLowerCase()}
          </label>
          <Input
            id={searchId}
            type="search"
            size="sm"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Найти…"
          />
        </>
      )}
      <div className="flex max-h-40 flex-col gap-1 overflow-y-auto pr-1">
        {options === undefined && <p className="text-sm text-muted-foreground">Загрузка…</p>}
        {shown.map((o) => (
          <CheckRow
            key={o.value}
            label={o.label}
            count={counts ? (counts.get(o.value) ?? 0) : undefined}
            checked={selected.includes(o.value)}
            onChange={(on) =>
              onChange(on ? [...selected, o.value] : selected.filter((v) => v !== o.value))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

function CheckRow({
  label,
  checked,
  onChange,
  count,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Players this option would show; read as the checkbox's description, not its name. */
  count?: number;
}) {
  const id = useId();
  const countId = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        aria-describedby={count === undefined ? undefined : countId}
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        {label}
      </label>
      {count !== undefined && (
        <span
          id={countId}
          data-testid="facet-count"
          className={cn(
            'text-xs tabular-nums',
            count === 0 ? 'text-muted-foreground/70' : 'text-muted-foreground',
          )}
        >
          <span className="sr-only">Подходящих экранов: </span>
          {formatNumber(count)}
        </span>
      )}
    </div>
  );
}

type Range = { from: number | null; to: number | null };
const ENDS = ['from', 'to'] as const;
const END_WORDS = { from: 'от', to: 'до' } as const;

function RangeField({
  legend,
  from,
  to,
  onChange,
  fractionDigits,
  suffix,
}: {
  legend: string;
  from: number | null | undefined;
  to: number | null | undefined;
  onChange: (from: number | null, to: number | null) => void;
  fractionDigits: number;
  suffix: string | null;
}) {
  const [local, setLocal] = useState<Range>({ from: from ?? null, to: to ?? null });
  // Outside resets (the «Сбросить» button) reach the inputs.
  const [prev, setPrev] = useState<Range>({ from: from ?? null, to: to ?? null });
  if (prev.from !== (from ?? null) || prev.to !== (to ?? null)) {
    const next = { from: from ?? null, to: to ?? null };
    setPrev(next);
    setLocal(next);
  }
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Numbers apply after a pause in typing, so each keystroke does not reload the map.
  useEffect(() => {
    if (local.from === (from ?? null) && local.to === (to ?? null)) return;
    const timer = setTimeout(() => onChangeRef.current(local.from, local.to), 400);
    return () => clearTimeout(timer);
  }, [local, from, to]);
  return (
    <fieldset data-slot="map-picker-filter" className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-2">
        {ENDS.map((end, i) => (
          <Fragment key={end}>
            {i > 0 && (
              <span aria-hidden className="text-muted-foreground">
                –
              </span>
            )}
            <NumberInput
              aria-label={`${legend}: ${END_WORDS[end]}`}
              placeholder={END_WORDS[end]}
              size="sm"
              min={0}
              fractionDigits={fractionDigits}
              suffix={suffix}
              value={local[end]}
              onValueChange={(v) => setLocal((r) => ({ ...r, [end]: v }))}
            />
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

/** Every player filter of the spec (§3) in one column. */
/** Memoised: the map re-renders its parent on every move. */
export const MapFilters = memo(function MapFilters({
  filters,
  onChange,
  options,
  optionsError,
  counts,
  className,
}: MapFiltersProps) {
  const active = countActiveFilters(filters);
  const setList = (key: ListKey) => (next: string[]) => onChange({ ...filters, [key]: next });
  const setFlag = (key: 'hasPhoto' | 'outdoor' | 'indoor' | 'isTransit') => (on: boolean) =>
    onChange({ ...filters, [key]: on });
  const setRange = (key: RangeKey) => (from: number | null, to: number | null) =>
    onChange({ ...filters, [`${key}_from`]: from, [`${key}_to`]: to });
  const flag = (key: 'hasPhoto' | 'outdoor' | 'indoor' | 'isTransit', label: string) => (
    <CheckRow
      label={label}
      checked={Boolean(filters[key])}
      onChange={setFlag(key)}
      count={counts ? counts[key] : undefined}
    />
  );

  return (
    <section
      data-slot="map-picker-filters"
      aria-label="Фильтры экранов"
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          Фильтры{active > 0 && <span className="text-muted-foreground"> · {active}</span>}
        </h3>
        <Button size="sm" variant="ghost" disabled={active === 0} onClick={() => onChange({})}>
          Сбросить
        </Button>
      </div>
      {counts && (
        <div className="-mt-2 flex flex-col gap-0.5">
          <p className="text-sm font-medium" data-testid="filter-total">
            Найдено: {formatNumber(counts.total)}
          </p>
          <p className="text-xs text-muted-foreground">
            Числа — экраны в видимой области карты среди загруженных: сколько подойдёт, если
            отметить пункт.
          </p>
        </div>
      )}
      {optionsError && (
        <p className="text-sm text-destructive">
          Не удалось загрузить списки типов, владельцев и городов.
        </p>
      )}
      <OptionList
        legend="Тип экрана"
        options={optionsError ? [] : options?.types}
        selected={filters.typeNames ?? []}
        onChange={setList('typeNames')}
        counts={counts?.typeNames}
        searchable={false}
      />
      <fieldset data-slot="map-picker-filter" className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium">Размещение</legend>
        {flag('outdoor', 'На улице')}
        {flag('indoor', 'В помещении')}
        {flag('isTransit', 'Транспорт и транзитные зоны')}
        {flag('hasPhoto', 'Только с фото')}
      </fieldset>
      <OptionList
        legend="Город"
        options={optionsError ? [] : options?.cities}
        selected={filters.cities ?? []}
        onChange={setList('cities')}
        counts={counts?.cities}
        searchable
      />
      <OptionList
        legend="Владелец"
        options={optionsError ? [] : options?.publishers}
        selected={filters.publisherNames ?? []}
        onChange={setList('publisherNames')}
        counts={counts?.publisherNames}
        searchable
      />
      {RANGES.map((range) => (
        <RangeField
          key={range.key}
          legend={range.legend}
          from={filters[`${range.key}_from` as const]}
          to={filters[`${range.key}_to` as const]}
          onChange={setRange(range.key)}
          fractionDigits={range.fractionDigits}
          suffix={range.suffix}
        />
      ))}
    </section>
  );
});
