import { Activity } from 'react';
import { createRoot } from 'react-dom/client';
import { Field } from '../field';
import { NumberInput } from '../number-input';
import { whenIdle } from '../../lib/when-idle';
import { Modal } from './modal';

let warmed = false;

const ignore = () => undefined;

/**
 * Runs a modal's code once while the browser is idle, so that the first dialog the user opens
 * renders as fast as later ones: a first opening otherwise also compiles and first runs Radix's
 * dialog, the modal and its form parts. The modal renders in its own React root, into elements
 * that are never in the document, and hidden (`Activity`), so none of its effects (focus trap,
 * scroll lock, hiding the page from screen readers) run; the root is unmounted once it has
 * rendered. Once per page: resolves with whether this call rendered it.
 */
export function warmUpModal(): Promise<boolean> {
  if (warmed || typeof document === 'undefined') return Promise.resolve(false);
  warmed = true;
  const target = document.createElement('div');
  const root = createRoot(document.createElement('div'));
  root.render(
    <Activity mode="hidden">
      <Modal open container={target} title="" description="" onSave={ignore} onOpenChange={ignore}>
        <Field label="" hint="" error="">
          <NumberInput value={null} onValueChange={ignore} />
        </Field>
      </Modal>
    </Activity>,
  );
  return new Promise((resolve) => {
    const unmountWhenRendered = () => {
      const rendered = target.querySelector('[role="dialog"]') !== null;
      if (!rendered) {
        whenIdle(unmountWhenRendered);
        return;
      }
      root.unmount();
      resolve(true);
    };
    whenIdle(unmountWhenRendered);
  });
}
