import { afterEach, beforeEach, vi } from 'vitest';

/** A test fails on any console.error or console.warn it did not expect (Epic Stack habit). */
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} was called: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});
