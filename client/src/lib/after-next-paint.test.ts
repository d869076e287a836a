// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

/** The page's next frames, run by the test: each animation callback requested so far. */
let frames: FrameRequestCallback[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  frames = [];
});

function withFramesRunByTheTest() {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
}

describe('[performance] work a new page’s first frame need not wait for runs after it is painted (issue 25)', () => {
  test('the task runs in a task of its own after the next frame, not before it, and once', () => {
    withFramesRunByTheTest();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();

    paintFrame();
    expect(task).not.toHaveBeenCalled(); // not inside the frame's own callbacks
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  test('a page that paints no frame (a tab in the background) runs it after 250 ms', () => {
    withFramesRunByTheTest();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(249);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  test('cancelled before the frame or after it, the task never runs', () => {
    withFramesRunByTheTest();
    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame);
    paintFrame();
    cancel();
    vi.advanceTimersByTime(1000);
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
