/**
 * Resolves in a new task of the event loop: the work before an `await nextTask()` and the work
 * after it are two tasks, between which the browser can paint and answer input. A task over 50 ms
 * counts as blocking (a long task), and work split into shorter tasks blocks nothing.
 * A message, not a timer: a hidden tab delays timers by up to a second, not messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the steps one per task, in order (see {@link nextTask}). */
export async function runInTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    step();
  }
}
