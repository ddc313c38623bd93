/**
 * A skeleton block pulses by a CSS animation of its own, and every start and round of a CSS
 * animation is a DOM event. React listens to animation events at its root, so on a screen of
 * skeletons (a loading list has one per cell) each event runs React's dispatch: one long task
 * right after the first render, and more on every round. Nothing in the app listens to a
 * skeleton's animation, so the window stops those events before anything else sees them.
 */
const ANIMATION_EVENTS = [
  'animationstart',
  'animationiteration',
  'animationend',
  'animationcancel',
];

const stopSkeletonEvent = (event: Event) => {
  const target = event.target as Partial<Element> | null;
  if (target?.getAttribute?.('data-slot') === 'skeleton') event.stopImmediatePropagation();
};

/** Stops the skeletons' animation events at the window; returns the undo. */
export function quietSkeletonAnimations(target: Window = window): () => void {
  for (const type of ANIMATION_EVENTS)
    target.addEventListener(type, stopSkeletonEvent, { capture: true });
  return () => {
    for (const type of ANIMATION_EVENTS)
      target.removeEventListener(type, stopSkeletonEvent, { capture: true });
  };
}
