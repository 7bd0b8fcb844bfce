import { expect, it } from 'vitest';
import { inTasks } from './next-task';

it('runs each step in a task of its own, letting waiting tasks run in between', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  await inTasks([async () => order.push('first step'), async () => order.push('second step')]);
  expect(order).toEqual(['first step', 'waiting task', 'second step']);
});
