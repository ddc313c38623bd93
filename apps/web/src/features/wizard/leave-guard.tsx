import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmModal } from '@ekran/ui';

/**
 * Asks before leaving a step with unsaved changes: in-app navigation through React Router's blocker
 * and a confirm modal, closing or reloading the tab through the browser's own `beforeunload` prompt.
 */
export function LeaveGuard({
  when,
  bypass,
  description = 'На этом шаге есть несохранённые изменения. Если уйти, они пропадут.',
}: {
  /** Unsaved changes exist. */
  when: boolean;
  /** Set while the step itself navigates after a save, before the clean state has rendered. */
  bypass?: RefObject<boolean>;
  /** What would be lost, in the confirm modal. */
  description?: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !bypass?.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmModal
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Уйти без сохранения?"
      description={description}
      confirmText="Уйти без сохранения"
      cancelText="Остаться"
      variant="destructive"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
