import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const appearances = {
  /** Tinted background, dark text: the default for statuses in tables. */
  soft: 'border-transparent',
  /** Strong fill for the one thing that must stand out. */
  solid: 'border-transparent',
  outline: 'bg-transparent text-foreground',
};

type Appearance = keyof typeof appearances;

/** Each tone's colours in each appearance, one row a tone (whole class names, for Tailwind). */
const tones = {
  neutral: {
    soft: 'bg-muted text-muted-foreground',
    solid: 'bg-secondary text-secondary-foreground',
    outline: 'border-border',
  },
  primary: {
    soft: 'bg-accent text-accent-foreground',
    solid: 'bg-primary text-primary-foreground',
    outline: 'border-primary',
  },
  success: {
    soft: 'bg-success-soft text-success-soft-foreground',
    solid: 'bg-success text-success-foreground',
    outline: 'border-success',
  },
  warning: {
    soft: 'bg-warning-soft text-warning-soft-foreground',
    solid: 'bg-warning text-warning-foreground',
    outline: 'border-warning',
  },
  destructive: {
    soft: 'bg-destructive-soft text-destructive-soft-foreground',
    solid: 'bg-destructive text-destructive-foreground',
    outline: 'border-destructive',
  },
  info: {
    soft: 'bg-info-soft text-info-soft-foreground',
    solid: 'bg-info text-info-foreground',
    outline: 'border-info',
  },
} satisfies Record<string, Record<Appearance, string>>;

type Tone = keyof typeof tones;

const toneNames = Object.keys(tones) as Tone[];
const appearanceNames = Object.keys(appearances) as Appearance[];

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      // The colour comes from the tone and the appearance together (compoundVariants).
      tone: Object.fromEntries(toneNames.map((tone) => [tone, ''])) as Record<Tone, string>,
      appearance: appearances,
    },
    compoundVariants: toneNames.flatMap((tone) =>
      appearanceNames.map((appearance) => ({
        tone,
        appearance,
        className: tones[tone][appearance],
      })),
    ),
    defaultVariants: { tone: 'neutral', appearance: 'soft' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, appearance, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ tone, appearance }), className)}
      {...props}
    />
  );
}
