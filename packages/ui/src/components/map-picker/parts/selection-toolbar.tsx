import { useId } from 'react';
import { Lasso, LassoSelect, SquareDashedMousePointer, SquareX } from 'lucide-react';
import { Button, type ButtonProps } from '../../button';
import { Checkbox } from '../../checkbox';
import type { LassoMode } from '../hooks/use-lasso';

export type SelectionToolbarProps = {
  /** Id of the keyboard hint that describes the toolbar. */
  hintId: string;
  canChooseInView: boolean;
  canRemoveInView: boolean;
  onChooseInView: () => void;
  onRemoveInView: () => void;
  lassoMode: LassoMode | null;
  onToggleLasso: (mode: LassoMode) => void;
  hideChosen: boolean;
  onHideChosenChange: (hide: boolean) => void;
};

/** Small on a desk, a 44 px touch target below `md`. */
const ToolButton = (props: ButtonProps) => <Button size="sm" className="max-md:h-11" {...props} />;

const LASSOS = [
  { mode: 'add', label: 'Обвести и выбрать', Icon: Lasso },
  { mode: 'remove', label: 'Обвести и снять', Icon: LassoSelect },
] as const;

/** The map's selection tools: all in view, none in view, the two lassos, and hiding the chosen. */
export function SelectionToolbar({
  hintId,
  canChooseInView,
  canRemoveInView,
  onChooseInView,
  onRemoveInView,
  lassoMode,
  onToggleLasso,
  hideChosen,
  onHideChosenChange,
}: SelectionToolbarProps) {
  const hideId = useId();
  return (
    <div
      data-slot="map-picker-toolbar"
      className="flex flex-wrap items-center gap-2"
      role="toolbar"
      aria-label="Выбор экранов"
      aria-describedby={hintId}
    >
      <ToolButton variant="outline" disabled={!canChooseInView} onClick={onChooseInView}>
        <SquareDashedMousePointer aria-hidden />
        Выбрать все в области
      </ToolButton>
      <ToolButton variant="outline" disabled={!canRemoveInView} onClick={onRemoveInView}>
        <SquareX aria-hidden />
        Снять в области
      </ToolButton>
      {LASSOS.map(({ mode, label, Icon }) => (
        <ToolButton
          key={mode}
          variant={lassoMode === mode ? 'primary' : 'outline'}
          aria-pressed={lassoMode === mode}
          onClick={() => onToggleLasso(mode)}
        >
          <Icon aria-hidden />
          {label}
        </ToolButton>
      ))}
      <div className="ml-auto flex items-center gap-2 text-sm">
        <Checkbox
          id={hideId}
          checked={hideChosen}
          onCheckedChange={(v) => onHideChosenChange(v === true)}
        />
        <label htmlFor={hideId} className="cursor-pointer">
          Скрыть выбранные
        </label>
      </div>
    </div>
  );
}
