import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      tone: {
        neutral: '',
        primary: '',
        success: '',
        warning: '',
        destructive: '',
        info: '',
      },
      appearance: {
        /** Tinted background, dark text: the default for statuses in tables. */
        soft: 'border-transparent',
        /** Strong fill for the one thing that must stand out. */
        solid: 'border-transparent',
        outline: 'bg-transparent text-foreground',
      },
    },
    compoundVariants: [
      { appearance: 'soft', tone: 'neutral', className: 'bg-muted text-muted-foreground' },
      { appearance: 'soft', tone: 'primary', className: 'bg-accent text-accent-foreground' },
      {
        appearance: 'soft',
        tone: 'success',
        className: 'bg-success-soft text-success-soft-foreground',
      },
      {
        appearance: 'soft',
        tone: 'warning',
        className: 'bg-warning-soft text-warning-soft-foreground',
      },
      {
        appearance: 'soft',
        tone: 'destructive',
        className: 'bg-destructive-soft text-destructive-soft-foreground',
      },
      { appearance: 'soft', tone: 'info', className: 'bg-info-soft text-info-soft-foreground' },
      { appearance: 'solid', tone: 'neutral', className: 'bg-secondary text-secondary-foreground' },
      { appearance: 'solid', tone: 'primary', className: 'bg-primary text-primary-foreground' },
      { appearance: 'solid', tone: 'success', className: 'bg-success text-success-foreground' },
      { appearance: 'solid', tone: 'warning', className: 'bg-warning text-warning-foreground' },
      {
        appearance: 'solid',
        tone: 'destructive',
        className: 'bg-destructive text-destructive-foreground',
      },
      { appearance: 'solid', tone: 'info', className: 'bg-info text-info-foreground' },
      { appearance: 'outline', tone: 'neutral', className: 'border-border' },
      { appearance: 'outline', tone: 'primary', className: 'border-primary' },
      { appearance: 'outline', tone: 'success', className: 'border-success' },
      { appearance: 'outline', tone: 'warning', className: 'border-warning' },
      { appearance: 'outline', tone: 'destructive', className: 'border-destructive' },
      { appearance: 'outline', tone: 'info', className: 'border-info' },
    ],
    defaultVariants: { tone: 'neutral', appearance: 'soft' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, appearance, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, appearance }), className)} {...props} />;
}
