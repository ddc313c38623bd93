import { cn } from '../../lib/cn';
import { Badge, type BadgeProps } from '../badge';
import { statusTone, type StatusKind } from './status-maps';

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & {
  /** Which enumeration of spec §3 the value belongs to (it picks the colour). */
  kind: StatusKind;
  /** The numeric value from the API (numeric strings accepted). */
  value: number | string | null | undefined;
  /** The Russian label; the words live in `@ekran/api`'s label maps, not in ui. */
  label: string;
};

/** A badge in the token colour of an enum value, with the label the caller gives. */
export function StatusBadge({ kind, value, label, className, ...props }: StatusBadgeProps) {
  return (
    <Badge
      data-slot="status-badge"
      tone={statusTone(kind, value)}
      data-kind={kind}
      data-value={value ?? undefined}
      className={cn(className)}
      {...props}
    >
      {label}
    </Badge>
  );
}
