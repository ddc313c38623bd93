import type { ComponentType, ReactNode } from 'react';

/** The dimmed backdrop under both modals. */
export const modalOverlayClass =
  'fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in';

/** Centres and animates a modal's panel; each modal adds its own width, height and padding. */
export const modalPanelClass =
  'fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border bg-card text-card-foreground shadow-lg focus:outline-none data-[state=closed]:animate-modal-out data-[state=open]:animate-modal-in';

type TextPart = ComponentType<{ className?: string; children?: ReactNode }>;

export type ModalHeadingProps = {
  /** The Title and Description of the Radix primitive in use (Dialog or AlertDialog). */
  parts: { Title: TextPart; Description: TextPart };
  /** The owner's name in the parts' data-slot: `modal` gives `modal-title`. */
  slot: 'modal' | 'confirm-modal';
  title: ReactNode;
  description?: ReactNode;
  className?: string;
};

/** A modal's title and the optional description screen readers read with it. */
export function ModalHeading({ parts, slot, title, description, className }: ModalHeadingProps) {
  return (
    <div data-slot={`${slot}-heading`} className={className}>
      <parts.Title data-slot={`${slot}-title`} className="text-lg font-semibold">
        {title}
      </parts.Title>
      {description && (
        <parts.Description
          data-slot={`${slot}-description`}
          className="text-sm text-muted-foreground"
        >
          {description}
        </parts.Description>
      )}
    </div>
  );
}
