import { useLayoutEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field-context';
import { inputVariants } from '../input';
import {
  caretAfterFormat,
  formatMoneyText,
  normalizeMoneyText,
  parseMoneyText,
} from './money-text';

export type NumberInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'size'
> & {
  /** The amount, or null when the field is empty. */
  value: number | null;
  /** Called with the new amount as the user types (null when cleared). */
  onValueChange: (value: number | null) => void;
  /** Lowest amount; a smaller one is raised to it when the field loses focus. */
  min?: number;
  /** Highest amount; a larger one is lowered to it when the field loses focus. */
  max?: number;
  /** Decimals allowed; 2 (kopecks) by default, 0 for whole numbers. */
  fractionDigits?: number;
  /** Unit shown at the end of the field; «₽» by default, null for none. */
  suffix?: string | null;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLInputElement>;
};

/**
 * A money field that formats as the user types (`12 345,5 ₽`): a comma or a dot for decimals,
 * grouped thousands, and the value handed back as a number. Use it with react-hook-form through
 * a Controller.
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  fractionDigits = 2,
  suffix = '₽',
  size,
  className,
  onBlur,
  ref,
  ...props
}: NumberInputProps) {
  const field = useFieldControl();
  const options = { fractionDigits, allowNegative: min === undefined || min < 0 };
  const [text, setText] = useState(() => formatMoneyText(value, fractionDigits));
  const [shown, setShown] = useState(value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // A value set from outside (form reset) replaces the text; our own echo does not, so «12,» survives.
  if (value !== shown) {
    setShown(value);
    if (parseMoneyText(text) !== value) setText(formatMoneyText(value, fractionDigits));
  }

  useLayoutEffect(() => {
    if (caret.current !== null && inputRef.current === document.activeElement) {
      inputRef.current?.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [text]);

  const commit = (next: number | null, nextText: string) => {
    setText(nextText);
    setShown(next);
    if (next !== value) onValueChange(next);
  };

  return (
    <div data-slot="number-input" className={cn('relative flex w-full items-center', className)}>
      <input
        data-slot="number-input-field"
        {...field}
        {...props}
        ref={(node) => {
          inputRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        className={cn(
          inputVariants({ size }),
          'text-right tabular-nums read-only:bg-muted',
          suffix && 'pr-8',
        )}
        onChange={(event) => {
          const raw = event.target.value;
          const nextText = normalizeMoneyText(raw, options);
          caret.current = caretAfterFormat(
            raw,
            event.target.selectionStart ?? raw.length,
            nextText,
          );
          commit(parseMoneyText(nextText), nextText);
        }}
        onBlur={(event) => {
          let next = parseMoneyText(text);
          if (next !== null && min !== undefined && next < min) next = min;
          if (next !== null && max !== undefined && next > max) next = max;
          commit(next, formatMoneyText(next, fractionDigits));
          onBlur?.(event);
        }}
      />
      {suffix && (
        <span
          data-slot="number-input-suffix"
          aria-hidden
          className="pointer-events-none absolute right-3 text-sm text-muted-foreground"
        >
          {suffix}
        </span>
      )}
    </div>
  );
}
