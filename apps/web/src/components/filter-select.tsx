import { Field, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@ekran/ui';
import { ALL } from '../lib/use-list-url-state';

type Props<V extends number> = {
  label: string;
  className?: string;
  /** The chosen value; undefined is «all». */
  value: V | undefined;
  options: readonly V[];
  labels: Record<V, string>;
  /** The first choice, which filters nothing, e.g. «Все счета». */
  allLabel: string;
  /** The chosen option as a string, or {@link ALL}. */
  onValueChange: (value: string) => void;
};

/** A list screen's filter over one enumeration: «all» first, then each value by its label. */
export function FilterSelect<V extends number>({
  label,
  className,
  value,
  options,
  labels,
  allLabel,
  onValueChange,
}: Props<V>) {
  return (
    <Field label={label} className={className}>
      <Select value={value === undefined ? ALL : String(value)} onValueChange={onValueChange}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={String(option)}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
