import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field-context';

/** Shared by every text-like control so they line up in a form. */
export const inputVariants = cva(
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground transition-colors duration-fast placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
  {
    variants: {
      size: { sm: 'h-8', md: 'h-10' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

export function Input({ className, size, type = 'text', ...props }: InputProps) {
  // Inside a Field (also through a react-hook-form Controller) the field's id and ARIA links apply.
  const field = useFieldControl();
  // Not in inputVariants: buttons styled like inputs (select, date triggers) also match :read-only.
  return (
    <input
      data-slot="input"
      {...field}
      type={type}
      className={cn(inputVariants({ size }), 'read-only:bg-muted', className)}
      {...props}
    />
  );
}
