import { describe, expect, it } from 'vitest';
import { nextTask, runInTasks } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task’s microtasks, in a task of its own', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });
});

describe('runInTasks', () => {
  it('runs the steps in order, each in a later task than the code that started them', async () => {
    const order: string[] = [];
    const done = runInTasks([() => order.push('a'), () => order.push('b')]);
    order.push('started');
    await done;
    expect(order).toEqual(['started', 'a', 'b']);
  });
});
