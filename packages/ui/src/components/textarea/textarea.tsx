import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field-context';
import { inputVariants } from '../input';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const field = useFieldControl();
  return (
    <textarea
      data-slot="textarea"
      {...field}
      rows={rows}
      className={cn(inputVariants(), 'h-auto min-h-20 resize-y py-2 read-only:bg-muted', className)}
      {...props}
    />
  );
}
