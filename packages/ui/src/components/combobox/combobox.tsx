import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { Check, ChevronDown, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useFieldAria, type FieldControlOwnProps } from '../field/field-context';
import { Spinner } from '../spinner';

export type ComboboxOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type ComboboxProps = FieldControlOwnProps & {
  /** Choices; filtered locally by the search text unless `onSearchChange` is given. */
  options: readonly ComboboxOption[];
  /** Selected values (one at most unless `multiple`). */
  value: readonly string[];
  /** Called with the new selection. */
  onValueChange: (value: string[]) => void;
  /** Several values, shown as chips; true by default. */
  multiple?: boolean;
  /** Server-side search: called with the text, and the options are shown as given. */
  onSearchChange?: (query: string) => void;
  /** The options are being loaded (a server search is running). */
  loading?: boolean;
  /** Text in the empty field. */
  placeholder?: string;
  /** Text when nothing matches. */
  emptyText?: string;
  disabled?: boolean;
  className?: string;
};

const matches = (option: ComboboxOption, query: string) =>
  option.label.toLocaleLowerCase('ru').includes(query.trim().toLocaleLowerCase('ru'));

/**
 * A searchable select, usually multiple (cities, publishers): a text field with role combobox,
 * a Radix Popover holding a listbox, and the active option announced through
 * aria-activedescendant so focus never leaves the field.
 * Keys: ↓/↑ move, Enter toggles, Escape closes, Backspace in an empty field removes the last chip.
 */
export function Combobox({
  options,
  value,
  onValueChange,
  multiple = true,
  onSearchChange,
  loading = false,
  placeholder = 'Выберите…',
  emptyText = 'Ничего не найдено',
  disabled = false,
  className,
  ...aria
}: ComboboxProps) {
  const control = useFieldAria(aria);
  const invalid = control['aria-invalid'];
  const listboxId = `${useId()}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>(null);

  // Chips need labels for values the current (server-searched) options no longer include.
  const [known, setKnown] = useState(
    () => new Map(options.map((option) => [option.value, option])),
  );
  const [seen, setSeen] = useState(options);
  if (options !== seen) {
    setSeen(options);
    setKnown((previous) => {
      const next = new Map(previous);
      for (const option of options) next.set(option.value, option);
      return next;
    });
  }

  const visible =
    onSearchChange || !query ? options : options.filter((option) => matches(option, query));
  const enabled = visible.filter((option) => !option.disabled);
  const activeOption = visible.find((option) => option.value === active && !option.disabled);
  // Values may hold spaces (city names); an id may not.
  const optionId = (optionValue: string) => `${listboxId}-${encodeURIComponent(optionValue)}`;

  useEffect(() => {
    if (open && activeOption) {
      document.getElementById(optionId(activeOption.value))?.scrollIntoView?.({ block: 'nearest' });
    }
  });

  const changeQuery = (next: string) => {
    setQuery(next);
    onSearchChange?.(next);
  };

  const toggle = (option: ComboboxOption) => {
    if (option.disabled) return;
    const selected = value.includes(option.value);
    if (multiple) {
      onValueChange(selected ? value.filter((v) => v !== option.value) : [...value, option.value]);
    } else {
      onValueChange(selected ? [] : [option.value]);
      setOpen(false);
    }
    if (query) changeQuery('');
    setActive(option.value);
  };

  const move = (step: 1 | -1) => {
    if (enabled.length === 0) return;
    const index = enabled.findIndex((option) => option.value === activeOption?.value);
    const next =
      index < 0
        ? step === 1
          ? 0
          : enabled.length - 1
        : (index + step + enabled.length) % enabled.length;
    setActive(enabled[next]?.value ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!activeOption)
            setActive((event.key === 'ArrowDown' ? enabled[0] : enabled.at(-1))?.value ?? null);
        } else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault();
          toggle(activeOption);
        }
        break;
      case 'Backspace':
        if (query === '' && value.length > 0) onValueChange(value.slice(0, -1));
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div
          ref={anchorRef}
          data-slot="combobox"
          data-disabled={disabled || undefined}
          className={cn(
            'flex min-h-10 w-full cursor-text flex-wrap items-center gap-1 rounded-md border border-input bg-background py-1 pr-9 pl-2 text-sm text-foreground focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background data-[disabled]:cursor-not-allowed data-[disabled]:bg-muted',
            invalid === true || invalid === 'true' ? 'border-destructive' : null,
            'relative',
            className,
          )}
          onPointerDown={(event) => {
            if (disabled || event.target === inputRef.current) return;
            // Clicking the box (not a chip button) focuses the text field like a native select.
            if (!(event.target instanceof HTMLElement && event.target.closest('button'))) {
              event.preventDefault();
              inputRef.current?.focus();
              setOpen(true);
            }
          }}
        >
          {value.map((selected) => {
            const label = known.get(selected)?.label ?? selected;
            return (
              <span
                key={selected}
                data-slot="combobox-chip"
                className="inline-flex max-w-full items-center gap-1 rounded-sm bg-secondary py-0.5 pr-0.5 pl-2 text-xs font-medium text-secondary-foreground"
              >
                <span className="truncate">{label}</span>
                <button
                  type="button"
                  data-slot="combobox-chip-remove"
                  disabled={disabled}
                  aria-label={`Убрать: ${label}`}
                  className="inline-flex size-5 cursor-pointer items-center justify-center rounded-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => onValueChange(value.filter((v) => v !== selected))}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </span>
            );
          })}
          <input
            ref={inputRef}
            data-slot="combobox-input"
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listboxId : undefined}
            aria-activedescendant={open && activeOption ? optionId(activeOption.value) : undefined}
            disabled={disabled}
            value={query}
            placeholder={value.length === 0 ? placeholder : undefined}
            className="h-7 min-w-16 flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
            onChange={(event) => {
              changeQuery(event.target.value);
              setOpen(true);
              setActive(null);
            }}
            onKeyDown={onKeyDown}
            onClick={() => setOpen(true)}
          />
          <span
            data-slot="combobox-icon"
            className="pointer-events-none absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-1 text-muted-foreground"
          >
            {loading ? (
              <Spinner label="Загрузка" />
            ) : (
              <ChevronDown aria-hidden className="size-4" />
            )}
          </span>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          id={listboxId}
          data-slot="combobox-content"
          role="listbox"
          aria-multiselectable={multiple || undefined}
          aria-label={control['aria-label']}
          aria-labelledby={control['aria-labelledby']}
          align="start"
          sideOffset={4}
          // Focus stays in the text field; the listbox is driven by aria-activedescendant.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchorRef.current?.contains(event.target))
              event.preventDefault();
          }}
          className="z-50 max-h-64 w-(--radix-popover-trigger-width) overflow-y-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md outline-none"
        >
          {visible.map((option) => {
            const selected = value.includes(option.value);
            return (
              // Keys are handled on the combobox input, which points here with aria-activedescendant.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={option.value}
                id={optionId(option.value)}
                data-slot="combobox-option"
                role="option"
                aria-selected={selected}
                aria-disabled={option.disabled || undefined}
                data-active={option.value === activeOption?.value || undefined}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50 data-[active]:bg-accent data-[active]:text-accent-foreground"
                // Keep focus in the text field when an option is clicked.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => toggle(option)}
                onPointerMove={() => !option.disabled && setActive(option.value)}
              >
                <Check
                  aria-hidden
                  className={cn('size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')}
                />
                {option.label}
              </div>
            );
          })}
          {visible.length === 0 && (
            // A listbox may hold only options, so the message is a disabled one.
            <div
              data-slot="combobox-empty"
              role="option"
              aria-selected={false}
              aria-disabled
              className="px-2 py-1.5 text-muted-foreground"
            >
              {loading ? 'Загрузка…' : emptyText}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
