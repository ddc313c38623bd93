import { Button, type ButtonProps } from '../button';
import { cn } from '../../lib/cn';

// Below md every icon button is a 44 px touch target (WCAG 2.5.5), whatever its desktop size.
const sizes = { sm: 'size-8 max-md:size-11', md: 'size-10 max-md:size-11' } as const;

export type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label'> & {
  /** Required: an icon alone tells a screen reader nothing. */
  'aria-label': string;
  size?: keyof typeof sizes;
};

/** A square button that shows only an icon (pass the icon as the child, marked aria-hidden). */
export function IconButton({
  size = 'md',
  variant = 'ghost',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size="icon"
      title={props['aria-label']}
      className={cn(sizes[size], className)}
      {...props}
    />
  );
}
