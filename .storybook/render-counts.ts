/**
 * Which components rendered during a stretch of a story: a story that guards a screen's render
 * cost (a change that makes a click re-render what it does not change) counts them around the act.
 *
 * React reports each commit to the DevTools' global hook if one exists when react-dom loads, so
 * this module is the first setup file of the story projects. Nothing is walked unless a story is
 * counting.
 */

/**
 * The hook and the counts of the stretch being counted live on the window: the setup file and a
 * story's import of this module can be two instances of it (two URLs for one file).
 */
const holder = globalThis as {
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook;
  __ekranRenderCounts__?: Map<string, number> | null;
};

type Fiber = {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
};

/** React's fiber tags of the components that run a function when they render. */
const FUNCTION_TAGS = new Set([0, 11, 15]); // function, forwardRef, simple memo
/** React's flag on a fiber whose component ran in the commit being reported. */
const PERFORMED_WORK = 1;

function nameOf(fiber: Fiber): string | undefined {
  const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } };
  if (!type) return undefined;
  return type.displayName ?? (fiber.tag === 11 ? type.render?.name : type.name) ?? undefined;
}

/**
 * Counts the components that ran in one commit. A subtree whose child is still the previous
 * commit's was not visited by this render, and its fibers keep the flags of an older one: it is
 * not walked.
 */
function countCommit(root: { current: Fiber }) {
  const counts = holder.__ekranRenderCounts__;
  if (!counts) return;
  const stack: Fiber[] = [root.current];
  while (stack.length) {
    const fiber = stack.pop()!;
    if (FUNCTION_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK) {
      const name = nameOf(fiber);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child && (!fiber.alternate || fiber.child !== fiber.alternate.child))
      stack.push(fiber.child);
  }
}

type Hook = {
  supportsFiber: boolean;
  renderers: Map<number, unknown>;
  inject(renderer: unknown): number;
  onCommitFiberRoot(id: number, root: { current: Fiber }): void;
  onCommitFiberUnmount(): void;
  onPostCommitFiberRoot(): void;
  checkDCE(): void;
};

holder.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  renderers: new Map(),
  inject(renderer) {
    const id = this.renderers.size + 1;
    this.renderers.set(id, renderer);
    return id;
  },
  onCommitFiberRoot: (_id, root) => countCommit(root),
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  checkDCE: () => {},
};

/**
 * Runs `act` and returns how many times each named function component rendered meanwhile
 * (memo and forwardRef components under their inner function's name).
 */
export async function rendersDuring(act: () => Promise<void>): Promise<Map<string, number>> {
  if (holder.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers.size === 0)
    throw new Error('React loaded before the render counter: it is not the first setup file');
  const mine = new Map<string, number>();
  holder.__ekranRenderCounts__ = mine;
  try {
    await act();
  } finally {
    holder.__ekranRenderCounts__ = null;
  }
  return mine;
}
