import { useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useBothViewports, useNarrow } from '../../lib/use-narrow';
import { Button } from '../button';
import { Modal } from '../modal';

export type FilterSheetProps = {
  /** Names the filters: the group's label, and on a phone the button's and the sheet's title. */
  label: string;
  /** How many filters are set; the phone's button shows it. */
  active?: number;
  /** The phone button's text when a filter is set, e.g. «Статус: На паузе» (default: the count). */
  summary?: string;
  /** The sheet's closing button, e.g. «Показать на карте: 120 экранов» (default «Готово»). */
  doneText?: ReactNode;
  /** Clears every filter; offered beside them while any is set. */
  onReset?: () => void;
  /** The filter fields. */
  children: ReactNode;
  /** Classes of the inline group (desktop and tablet). */
  className?: string;
  /** The phone button's text while nothing is set (default «Фильтры»). */
  triggerText?: string;
  /** The phone button's icon (default: sliders). */
  icon?: ReactNode;
  /** Renders the sheet even from md (a control that exists only on a phone, e.g. the sort order). */
  alwaysSheet?: boolean;
};

/**
 * A list's filters: inline from md, and below md behind one button that opens them in a sheet, so
 * a phone starts with the list instead of a screen of fields. The fields are the same
 * components either way and apply as they change; only one of the two renderings is in the page.
 */
export function FilterSheet({
  label,
  active = 0,
  summary,
  doneText = 'Готово',
  onReset,
  children,
  className,
  triggerText = 'Фильтры',
  alwaysSheet = false,
  icon = <SlidersHorizontal aria-hidden />,
}: FilterSheetProps) {
  const narrow = useNarrow();
  const both = useBothViewports() && !alwaysSheet;
  const [open, setOpen] = useState(false);
  const inline = (
    <div data-slot="filter-sheet-group" role="group" aria-label={label} className={className}>
      {children}
      {active > 0 && onReset ? (
        <Button data-slot="filter-sheet-reset" variant="ghost" onClick={onReset}>
          Сбросить фильтры
        </Button>
      ) : null}
    </div>
  );
  if (!narrow && !alwaysSheet && !both) return inline;
  const sheet = (
    <div data-slot="filter-sheet" className="flex flex-wrap items-center gap-2">
      <Button
        data-slot="filter-sheet-trigger"
        variant="outline"
        className="h-11"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {icon}
        {active > 0 ? (summary ?? `${triggerText}: ${active}`) : triggerText}
      </Button>
      {active > 0 && onReset ? (
        <Button data-slot="filter-sheet-reset" variant="ghost" className="h-11" onClick={onReset}>
          Сбросить
        </Button>
      ) : null}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={label}
        cancelText={null}
        footer={
          <Button
            data-slot="filter-sheet-done"
            className="h-11 w-full"
            onClick={() => setOpen(false)}
          >
            {doneText}
          </Button>
        }
      >
        <div
          data-slot="filter-sheet-group"
          role="group"
          aria-label={label}
          className="flex flex-col gap-4"
        >
          {children}
        </div>
      </Modal>
    </div>
  );
  // Ahead of time (no viewport known): the button below md, the inline group from md.
  return both ? (
    <>
      <div data-slot="filter-sheet-phone" className="md:hidden">
        {sheet}
      </div>
      <div data-slot="filter-sheet-desktop" className="hidden md:contents">
        {inline}
      </div>
    </>
  ) : (
    sheet
  );
}
