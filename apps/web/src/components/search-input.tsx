import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn, Input } from '@ekran/ui';

type Props = Omit<ComponentProps<typeof Input>, 'type'> & {
  /** Classes of the box around the field (its width). */
  className?: string;
};

/** A search field with the magnifier inside it, as the lists' search boxes draw it. */
export function SearchInput({ className, ...props }: Props) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
