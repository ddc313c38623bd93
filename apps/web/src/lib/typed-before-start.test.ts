import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterPrerenderedPaint,
  captureTypedBeforeStart,
  forgetTypedBeforeStart,
  readTypedBeforeStart,
  routerReady,
} from './typed-before-start';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
};

afterEach(() => {
  forgetTypedBeforeStart();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('typed before the app started', () => {
  it('keeps the typed values of the prerendered inputs by name, and the focused one', () => {
    const root = page(
      `<div data-prerendered><form>
        <input name="email" type="email"><input name="password" type="password">
        <input name="empty"><input name="agreement" type="checkbox" checked>
      </form></div>`,
    );
    const [email, password] = root.querySelectorAll('input');
    email!.value = 'agency@';
    password!.value = 'secret';
    password!.focus();
    captureTypedBeforeStart(root);
    // Read-only until the app replaces the page: no keystroke falls into the swap.
    expect(email!.readOnly && password!.readOnly).toBe(true);
    expect(readTypedBeforeStart()).toEqual({
      values: { email: 'agency@', password: 'secret' },
      focused: 'password',
    });
    // Read when asked: what is typed later, until the page is replaced, counts too.
    email!.value = 'agency@ekran.demo';
    email!.focus();
    root.innerHTML = '';
    expect(readTypedBeforeStart()).toEqual({
      values: { email: 'agency@ekran.demo', password: 'secret' },
      focused: 'email',
    });
    forgetTypedBeforeStart();
    expect(readTypedBeforeStart()).toEqual({ values: {}, focused: null });
  });

  it('reads nothing outside a prerendered page', () => {
    const root = page('<form><input name="email" value="x"></form>');
    root.querySelector('input')!.focus();
    captureTypedBeforeStart(root);
    expect(readTypedBeforeStart()).toEqual({ values: {}, focused: null });
  });
});

describe('afterPrerenderedPaint', () => {
  it('resolves at once without a prerendered page, or with a hidden one', async () => {
    vi.useFakeTimers();
    await expect(afterPrerenderedPaint(page('<div id="boot"></div>'))).resolves.toBeUndefined();
    await expect(
      afterPrerenderedPaint(page('<div data-prerendered hidden></div>')),
    ).resolves.toBeUndefined();
  });

  it('waits for the first contentful paint, and at most 300 ms', async () => {
    vi.useFakeTimers();
    let done = false;
    void afterPrerenderedPaint(page('<div data-prerendered>Вход</div>')).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(done).toBe(true);
  });
});

describe('routerReady', () => {
  it('resolves once the first navigation is done, and unsubscribes', async () => {
    let listener: ((state: { initialized: boolean }) => void) | undefined;
    const stop = vi.fn();
    const router = {
      state: { initialized: false },
      subscribe: (next: (state: { initialized: boolean }) => void) => {
        listener = next;
        return stop;
      },
    };
    let done = false;
    void routerReady(router).then(() => {
      done = true;
    });
    listener?.({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    listener?.({ initialized: true });
    await Promise.resolve();
    expect(done).toBe(true);
    expect(stop).toHaveBeenCalledOnce();
    await expect(routerReady({ ...router, state: { initialized: true } })).resolves.toBeUndefined();
  });
});
