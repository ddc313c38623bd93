import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '../components/toast/toast-store';
import { DeferredMenu, LAZY_PART_FAILED, lazyPart } from './lazy-part';

type MenuProps = { name: string; defaultOpen?: boolean };

/** A menu part whose download this test finishes (or fails) by hand. */
function controlledPart() {
  let settle!: { resolve: () => void; reject: () => void };
  let started = 0;
  const Menu = ({ name, defaultOpen }: MenuProps) => (
    <button type="button" data-open={defaultOpen ? 'yes' : 'no'}>
      Меню {name}
    </button>
  );
  const part = lazyPart(() => {
    started += 1;
    return new Promise<typeof Menu>((resolve, reject) => {
      settle = { resolve: () => resolve(Menu), reject: () => reject(new Error('offline')) };
    });
  });
  return { part, settle: () => settle, started: () => started };
}

const renderMenu = (part: ReturnType<typeof controlledPart>['part']) =>
  render(
    <DeferredMenu<MenuProps>
      part={part}
      props={{ name: 'Анна' }}
      placeholder={(trigger) => (
        <button type="button" {...trigger}>
          Меню Анна
        </button>
      )}
    />,
  );

afterEach(() => toastStore.dismiss());

// The frame's menus load on first use; nothing the user did in between is lost.
describe('DeferredMenu', () => {
  it('shows the stand-in at once, and starts the download on hover or focus only', async () => {
    const { part, settle, started } = controlledPart();
    renderMenu(part);
    const stand = screen.getByRole('button', { name: 'Меню Анна' });
    expect(stand).toHaveAttribute('aria-haspopup', 'menu');
    expect(stand).toHaveAttribute('aria-expanded', 'false');
    expect(started()).toBe(0);
    fireEvent.pointerEnter(stand);
    fireEvent.focus(stand);
    expect(started()).toBe(1);
    await act(async () => settle().resolve());
    // Loaded without a click: the menu takes the place, closed.
    expect(screen.getByRole('button', { name: 'Меню Анна' })).toHaveAttribute('data-open', 'no');
  });

  it('a click while loading opens the menu when it is in, with the focus on it', async () => {
    const { part, settle } = controlledPart();
    renderMenu(part);
    const stand = screen.getByRole('button', { name: 'Меню Анна' });
    stand.focus();
    fireEvent.click(stand);
    await act(async () => settle().resolve());
    const menu = screen.getByRole('button', { name: 'Меню Анна' });
    expect(menu).not.toBe(stand);
    expect(menu).toHaveAttribute('data-open', 'yes');
    expect(menu).toHaveFocus();
  });

  it('a press opens it even when the menu arrives before the release (the click then hits no button)', async () => {
    const { part, settle, started } = controlledPart();
    renderMenu(part);
    const stand = screen.getByRole('button', { name: 'Меню Анна' });
    fireEvent.pointerEnter(stand);
    fireEvent.pointerDown(stand, { button: 0 });
    await act(async () => settle().resolve());
    // The stand-in is gone before the release: no click reaches it.
    const menu = screen.getByRole('button', { name: 'Меню Анна' });
    expect(menu).not.toBe(stand);
    expect(menu).toHaveAttribute('data-open', 'yes');
    expect(started()).toBe(1);
  });

  it('a press and its click ask once', async () => {
    const { part, settle, started } = controlledPart();
    renderMenu(part);
    const stand = screen.getByRole('button', { name: 'Меню Анна' });
    fireEvent.pointerDown(stand, { button: 0 });
    fireEvent.click(stand);
    await act(async () => settle().resolve());
    expect(started()).toBe(1);
    expect(screen.getByRole('button', { name: 'Меню Анна' })).toHaveAttribute('data-open', 'yes');
  });

  it('an arrow key opens it too', async () => {
    const { part, settle } = controlledPart();
    renderMenu(part);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'ArrowDown' });
    await act(async () => settle().resolve());
    expect(screen.getByRole('button')).toHaveAttribute('data-open', 'yes');
  });

  it('offline, a click is answered in a toast and the next one tries again', async () => {
    const { part, settle, started } = controlledPart();
    renderMenu(part);
    fireEvent.click(screen.getByRole('button'));
    await act(async () => settle().reject());
    expect(toastStore.getSnapshot().map((toast) => toast.title)).toContain(LAZY_PART_FAILED);
    expect(screen.getByRole('button')).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(screen.getByRole('button'));
    expect(started()).toBe(2);
    await act(async () => settle().resolve());
    expect(screen.getByRole('button')).toHaveAttribute('data-open', 'yes');
  });
});
