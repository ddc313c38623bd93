import { cn } from '@ekran/ui';

interface OmittedRowsNoteProps {
  /** Rows the server sent in a shape the screen cannot show (`Paginated.omitted`). */
  count: number | null | undefined;
  className?: string;
}

/**
 * Said quietly under a table, list or map whose answer had rows the app could not read: the rest
 * shows, and the user knows something is missing rather than seeing a shorter list as the truth.
 */
export function OmittedRowsNote({ count, className }: OmittedRowsNoteProps) {
  if (!count) return null;
  return (
    <p data-slot="omitted-rows-note" className={cn('text-xs text-muted-foreground', className)}>
      Не показано записей: {count} — сервер прислал их в неожиданном виде
    </p>
  );
}
