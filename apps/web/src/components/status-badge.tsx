import { statusLabel } from '@ekran/api';
import { StatusBadge as ToneBadge, type StatusBadgeProps as ToneBadgeProps } from '@ekran/ui';

export type StatusBadgeProps = Omit<ToneBadgeProps, 'label'> & {
  /** Names the enumeration before the word («Модерация:» → «Модерация: одобрена»). */
  prefix?: string;
};

/**
 * The ui badge with its words from `@ekran/api`'s label maps: ui keeps the colours, the api keeps
 * the words, and every screen shows the same word for the same value.
 */
export function StatusBadge({ prefix, ...props }: StatusBadgeProps) {
  const word = statusLabel(props.kind, props.value);
  return <ToneBadge {...props} label={prefix ? `${prefix} ${word.toLowerCase()}` : word} />;
}
