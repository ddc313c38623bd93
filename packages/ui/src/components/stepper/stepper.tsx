import type { ReactNode } from 'react';
import { Check, Lock } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';

const markerVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums [&_svg]:size-4',
  {
    variants: {
      state: {
        complete: 'border-primary bg-primary text-primary-foreground',
        current: 'border-primary bg-background text-primary',
        upcoming: 'border-input bg-background text-muted-foreground',
        locked: 'border-border bg-muted text-muted-foreground',
      },
    },
  },
);

export type StepperStep = {
  /** Stable key. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** Makes the step a link (rendered through `renderLink`). */
  href?: string;
  /** The step is saved and valid. */
  complete?: boolean;
  /** The step cannot be opened yet (an earlier step is not valid). */
  disabled?: boolean;
};

export type StepState = 'complete' | 'current' | 'upcoming' | 'locked';

export type StepperProps = {
  steps: StepperStep[];
  /** Index of the current step, 0-based. */
  current: number;
  /** Makes steps without `href` buttons; called with the chosen step's index. */
  onStepClick?: (index: number, step: StepperStep) => void;
  /** Renders steps that have `href`; pass React Router's Link here. A plain anchor by default. */
  renderLink?: RenderLink;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  className?: string;
  /**
   * Below md, writes out the current step's name beside its marker (default). Turn it off where the
   * page already names the step, e.g. the wizard's «Шаг 1 из 4 · Параметры и медиаплан».
   */
  currentLabelOnPhone?: boolean;
};

export function getStepState(step: StepperStep, index: number, current: number): StepState {
  if (index === current) return 'current';
  if (step.disabled) return 'locked';
  if (step.complete) return 'complete';
  return 'upcoming';
}

const stateWords: Record<StepState, string> = {
  complete: 'выполнен',
  current: 'текущий',
  upcoming: 'не заполнен',
  locked: 'недоступен',
};

/** Ordered steps of a wizard: each step a link or a button, locked ones inert. */
export function Stepper({
  steps,
  current,
  onStepClick,
  renderLink = defaultRenderLink,
  'aria-label': ariaLabel = 'Шаги',
  className,
  currentLabelOnPhone = true,
}: StepperProps) {
  return (
    <nav data-slot="stepper" aria-label={ariaLabel} className={cn('@container', className)}>
      {/* Narrower than 42rem (a phone; a tablet beside the sidebar) one row of markers, with only
          the current step's name written out: four names do not fit, and squeezed they would
          run into the connectors. The stepper's own width decides, not the viewport's. */}
      <ol data-slot="stepper-list" className="flex flex-row items-center @2xl:items-start">
        {steps.map((step, index) => {
          const state = getStepState(step, index, current);
          const isCurrent = state === 'current';
          const inner = (
            <>
              <span data-slot="stepper-marker" aria-hidden className={markerVariants({ state })}>
                {state === 'complete' ? <Check /> : state === 'locked' ? <Lock /> : index + 1}
              </span>
              <span data-slot="stepper-text" className="flex min-w-0 flex-col text-left">
                <span
                  data-slot="stepper-label"
                  className={cn(
                    'text-sm font-medium',
                    isCurrent ? 'text-foreground' : 'text-muted-foreground',
                    (!isCurrent || !currentLabelOnPhone) && '@max-2xl:sr-only',
                    state === 'complete' && 'text-foreground',
                  )}
                >
                  <span className="sr-only">Шаг {index + 1}: </span>
                  {step.label}
                  <span className="sr-only"> ({stateWords[state]})</span>
                </span>
                {step.description ? (
                  <span
                    data-slot="stepper-description"
                    className="text-xs text-muted-foreground @max-2xl:sr-only"
                  >
                    {step.description}
                  </span>
                ) : null}
              </span>
            </>
          );
          const itemClass = cn(
            'flex min-w-0 items-center gap-3 rounded-md p-1.5 text-left',
            state === 'locked' && 'cursor-not-allowed opacity-70',
          );
          const interactiveClass = cn(
            itemClass,
            'cursor-pointer transition-colors duration-fast hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          );
          let content: ReactNode;
          if (state === 'locked') {
            content = (
              <span data-slot="stepper-step" aria-disabled="true" className={itemClass}>
                {inner}
              </span>
            );
          } else if (step.href) {
            content = renderLink({
              href: step.href,
              'data-slot': 'stepper-step',
              className: interactiveClass,
              'aria-current': isCurrent ? 'step' : undefined,
              children: inner,
            });
          } else if (onStepClick) {
            content = (
              <button
                type="button"
                data-slot="stepper-step"
                aria-current={isCurrent ? 'step' : undefined}
                className={interactiveClass}
                onClick={() => onStepClick(index, step)}
              >
                {inner}
              </button>
            );
          } else {
            content = (
              <span
                data-slot="stepper-step"
                aria-current={isCurrent ? 'step' : undefined}
                className={itemClass}
              >
                {inner}
              </span>
            );
          }
          return (
            <li
              key={step.id}
              data-slot="stepper-item"
              data-state={state}
              className={cn(
                'flex min-w-0 items-center @2xl:flex-1 @2xl:gap-2 @2xl:last:flex-none',
                index < steps.length - 1 && 'flex-auto',
                // On a phone only the current step (the one with a name) gives way; it wraps.
                !isCurrent && '@max-2xl:shrink-0',
              )}
            >
              {content}
              {index < steps.length - 1 ? (
                <span
                  data-slot="stepper-separator"
                  aria-hidden
                  className={cn(
                    'mx-1 h-0.5 min-w-4 flex-1 rounded-full @2xl:mx-2 @2xl:min-w-6',
                    state === 'complete' ? 'bg-primary' : 'bg-border',
                  )}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
