import { statusLabel } from '@ekran/api';
import { StatusBadge as ToneBadge, type StatusBadgeProps as ToneBadgeProps } from '@ekran/ui';

export type StatusBadgeProps = Omit<ToneBadgeProps, 'label'>;

/**
 * The ui badge with its words from `@ekran/api`'s label maps: ui keeps the colours, the api keeps
 * the words, and every screen shows the same word for the same value.
 */
export function StatusBadge(props: StatusBadgeProps) {
  return <ToneBadge {...props} label={statusLabel(props.kind, props.value)} />;
}
