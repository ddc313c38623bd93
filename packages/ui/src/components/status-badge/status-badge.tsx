import { cn } from '../../lib/cn';
import { Badge, type BadgeProps } from '../badge';
import { getStatus, type StatusKind } from './status-maps';

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & {
  /** Which enumeration of spec §3 the value belongs to. */
  kind: StatusKind;
  /** The numeric value from the API (numeric strings accepted). */
  value: number | string | null | undefined;
};

/** A badge with the Russian label and token colour of an enum value. */
export function StatusBadge({ kind, value, className, ...props }: StatusBadgeProps) {
  const { label, tone } = getStatus(kind, value);
  return (
    <Badge
      tone={tone}
      data-kind={kind}
      data-value={value ?? undefined}
      className={cn(className)}
      {...props}
    >
      {label}
    </Badge>
  );
}
