import { useId } from 'react';
import { ArrowUpDown } from 'lucide-react';
import { FilterSheet } from '../filter-sheet';
import { sortOptions } from './columns';

export type MobileSortProps = {
  /** The sortable columns: the ordering field and its header text. */
  columns: { id: string; label: string }[];
  ordering: string | undefined;
  onChange: (ordering: string | undefined) => void;
  disabled: boolean;
};

/**
 * The sort order on a phone, where there are no column headers to click: a button that opens a
 * sheet of the orders, beside the filters' button.
 */
export function MobileSort({ columns, ordering, onChange, disabled }: MobileSortProps) {
  const name = useId();
  const options = sortOptions(columns);
  const current = options.find((option) => option.value === (ordering ?? ''));
  return (
    <FilterSheet
      label="Сортировка"
      triggerText="Сортировка"
      active={ordering ? 1 : 0}
      summary={current ? `Сортировка: ${current.label}` : undefined}
      alwaysSheet
      icon={<ArrowUpDown aria-hidden />}
    >
      <fieldset data-slot="data-table-sort-options" disabled={disabled} className="flex flex-col">
        <legend className="sr-only">Порядок строк</legend>
        {options.map((option) => (
          <label
            key={option.value}
            data-slot="data-table-sort-option"
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === (ordering ?? '')}
              onChange={() => onChange(option.value || undefined)}
              className="size-5 accent-primary focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </FilterSheet>
  );
}
