import { expect, it, vi } from 'vitest';
import { afterNextPaint, inTasks } from './next-task';

it('runs each step in a task of its own, letting waiting tasks run in between', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  await inTasks([async () => order.push('first step'), async () => order.push('second step')]);
  expect(order).toEqual(['first step', 'waiting task', 'second step']);
});

it('resolves after the next frame, in a task of its own after it', async () => {
  const order: string[] = [];
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  try {
    const painted = afterNextPaint().then(() => order.push('resolved'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    order.push('frame');
    for (const frame of frames) frame(0);
    await painted;
    expect(order).toEqual(['frame', 'resolved']);
  } finally {
    vi.unstubAllGlobals();
  }
});
