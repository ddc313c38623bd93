import type { PointerEvent } from 'react';
import { cn } from '../../../lib/cn';
import type { LassoMode } from '../hooks/use-lasso';
import type { Pt } from '../lib/lasso';

export type LassoOverlayProps = {
  mode: LassoMode;
  /** The line drawn so far, in the overlay's pixels. */
  path: Pt[] | null;
  handlers: {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
};

/** The layer over the map that takes the pointer while a lasso is drawn, and shows the line. */
export function LassoOverlay({ mode, path, handlers }: LassoOverlayProps) {
  return (
    <div
      data-slot="map-picker-lasso"
      data-testid="lasso-layer"
      aria-hidden
      className="absolute inset-0 z-[650] cursor-crosshair touch-none"
      {...handlers}
    >
      <svg className="size-full">
        {path && path.length > 1 && (
          <polygon
            points={path.map((p) => `${p.x},${p.y}`).join(' ')}
            className={cn(
              'stroke-2 [stroke-dasharray:6_4]',
              mode === 'remove'
                ? 'fill-destructive/15 stroke-destructive'
                : 'fill-primary/15 stroke-primary',
            )}
          />
        )}
      </svg>
      <p className="pointer-events-none absolute top-2 left-2 rounded-md bg-popover/95 px-2 py-1 text-xs shadow-sm">
        {mode === 'remove'
          ? 'Обведите экраны, чтобы снять выбор'
          : 'Обведите экраны, чтобы выбрать'}{' '}
        · Esc — выйти
      </p>
    </div>
  );
}
