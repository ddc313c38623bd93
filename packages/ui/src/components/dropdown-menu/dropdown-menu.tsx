import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type DropdownMenuProps = ComponentProps<typeof MenuPrimitive.Root>;

/**
 * Non-modal by default: a menu button (WAI-ARIA APG) leaves the page as it is. Radix's modal mode
 * hides the rest of the page with aria-hidden while its links and buttons stay focusable, which
 * axe reports as aria-hidden-focus; the menu still traps Tab and closes on Escape or outside click.
 */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}

export type DropdownMenuTriggerProps = ComponentProps<typeof MenuPrimitive.Trigger>;

export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export type DropdownMenuGroupProps = ComponentProps<typeof MenuPrimitive.Group>;

export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export type DropdownMenuRadioGroupProps = ComponentProps<typeof MenuPrimitive.RadioGroup>;

export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

export type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content>;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemVariants = cva(
  'relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        /** Delete and other irreversible actions. */
        destructive:
          'text-destructive data-[highlighted]:bg-destructive data-[highlighted]:text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> &
  VariantProps<typeof itemVariants>;

export function DropdownMenuItem({ className, variant, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(itemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The slot left of a checkbox or radio item's text where its state shows. */
function ItemIndicator({ children }: { children: ReactNode }) {
  return (
    <span
      data-slot="dropdown-menu-item-indicator"
      className="absolute left-2 flex size-4 items-center justify-center"
    >
      <MenuPrimitive.ItemIndicator>{children}</MenuPrimitive.ItemIndicator>
    </span>
  );
}

export type DropdownMenuCheckboxItemProps = ComponentProps<typeof MenuPrimitive.CheckboxItem>;

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(itemVariants(), 'pl-8', className)}
      {...props}
    >
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export type DropdownMenuRadioItemProps = ComponentProps<typeof MenuPrimitive.RadioItem>;

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(itemVariants(), 'pl-8', className)}
      {...props}
    >
      <ItemIndicator>
        <Circle aria-hidden className="size-2 fill-current" />
      </ItemIndicator>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export type DropdownMenuLabelProps = ComponentProps<typeof MenuPrimitive.Label>;

export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export type DropdownMenuSeparatorProps = ComponentProps<typeof MenuPrimitive.Separator>;

export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export type DropdownMenuShortcutProps = ComponentProps<'span'>;

/** Hint for a keyboard shortcut, right-aligned in an item. */
export function DropdownMenuShortcut({ className, ...props }: DropdownMenuShortcutProps) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn('ml-auto text-xs tracking-widest text-muted-foreground', className)}
      {...props}
    />
  );
}
