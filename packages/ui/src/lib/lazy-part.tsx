import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
  type ReactNode,
} from 'react';
import { toast } from '../components/toast/toast-store';

/**
 * A part of a frame that is not needed for its first paint (a menu's list, a drawer, a dialog),
 * loaded on first use or when the browser is idle (`load`), so that its code (Radix's popper,
 * dialog and menu) is not on the way to the first screen.
 */
export type LazyPart<T> = {
  /** Starts the download (once); a failed one (offline) may be tried again. */
  load: () => Promise<T>;
  /** What has been loaded, if it has. */
  loaded: () => T | undefined;
};

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () =>
      (loading ??= importer().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** Said when a part the user asked for cannot load (the connection dropped). */
export const LAZY_PART_FAILED = 'Не удалось загрузить. Проверьте подключение и повторите.';

/**
 * A lazily loaded part as state: undefined until it has loaded, then the part. `load(true)` is the
 * user asking for it (a click): a failure is said in a toast; `load()` is a head start (hover,
 * focus, idle) and fails quietly.
 */
export function useLazyPart<T>(
  part: LazyPart<T>,
): [T | undefined, (asked?: boolean) => Promise<T | undefined>] {
  const [value, setValue] = useState<{ part: T } | undefined>(() => {
    const loaded = part.loaded();
    return loaded === undefined ? undefined : { part: loaded };
  });
  const load = useCallback(
    (asked = false) =>
      part.load().then(
        (loaded) => {
          setValue((current) => current ?? { part: loaded });
          return loaded;
        },
        () => {
          if (asked) toast.error(LAZY_PART_FAILED);
          return undefined;
        },
      ),
    [part],
  );
  return [value?.part, load];
}

/** What a deferred menu's stand-in trigger must spread onto its button. */
export type DeferredTriggerProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: PointerEventHandler<HTMLButtonElement>;
  onPointerDown: PointerEventHandler<HTMLButtonElement>;
  onFocus: FocusEventHandler<HTMLButtonElement>;
  onClick: MouseEventHandler<HTMLButtonElement>;
  onKeyDown: KeyboardEventHandler<HTMLButtonElement>;
};

export type DeferredMenuProps<P> = {
  /** The menu (a Radix dropdown menu with its own trigger), loaded on first use. */
  part: LazyPart<ComponentType<P & { defaultOpen?: boolean }>>;
  /** The menu's props. */
  props: P;
  /**
   * Its trigger until then: the same button as the menu's own trigger (same look, same name),
   * with `trigger` spread onto it.
   */
  placeholder: (trigger: DeferredTriggerProps) => ReactNode;
};

/**
 * A dropdown menu whose code loads on first use. Its trigger shows at once as a plain button that
 * looks and is named like the menu's own; hovering or focusing it starts the download, and a click
 * (or Enter, Space, an arrow key) opens the menu as soon as it is in. The menu then takes the
 * stand-in's place, and the focus if the stand-in had it.
 */
export function DeferredMenu<P extends object>({ part, props, placeholder }: DeferredMenuProps<P>) {
  const [Menu, load] = useLazyPart(part);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // Whether the stand-in has the focus: its removal (the swap) must not drop it to the page.
  const hadFocus = useRef(false);
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onFocusIn = () => {
      hadFocus.current = true;
    };
    // Focus leaving for good; a removal (the swap) leaves it until the menu has taken it.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      queueMicrotask(() => {
        if (left instanceof Node && left.isConnected) hadFocus.current = false;
      });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useLayoutEffect(() => {
    if (!Menu || !hadFocus.current) return;
    hadFocus.current = false;
    box.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [Menu]);

  const open = () => {
    setOpenOnLoad(true);
    void load(true).then((loaded) => {
      if (!loaded) setOpenOnLoad(false);
    });
  };
  return (
    <span ref={box} className="contents">
      {Menu ? (
        <Menu {...props} defaultOpen={openOnLoad} />
      ) : (
        placeholder({
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          onPointerEnter: () => void load(),
          // A press opens it, as the menu's own trigger does: the menu may arrive (from the
          // hover) between the press and the release, and the click then lands on no button.
          onPointerDown: (event) => {
            if (event.button === 0 && !event.ctrlKey) open();
          },
          onFocus: () => void load(),
          // After a press, its click is the same request; Enter and Space click alone.
          onClick: () => {
            if (!openOnLoad) open();
          },
          onKeyDown: (event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            open();
          },
        })
      )}
    </span>
  );
}
