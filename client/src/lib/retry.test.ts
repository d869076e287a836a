import { describe, expect, test, vi } from 'vitest';
import { HttpError, attemptsFor, withRetry } from './retry.ts';

const noSleep = async () => {};

function failing(times: number, status: number | undefined = 500) {
  let calls = 0;
  const run = vi.fn(async () => {
    calls++;
    if (calls <= times) throw new HttpError(status, `attempt ${calls} failed`);
    return 'ok';
  });
  return run;
}

describe('retry policy', () => {
  test('[retry] GETs and cart calls get 1 try plus 3 retries; other POSTs one try', () => {
    expect(attemptsFor({ method: 'GET' })).toBe(4);
    expect(attemptsFor({ method: 'POST', cartCall: true })).toBe(4);
    expect(attemptsFor({ method: 'POST' })).toBe(1);
  });

  test('[retry] a call that fails 3 times then succeeds resolves', async () => {
    const run = failing(3);
    await expect(withRetry(run, { attempts: 4, delaysMs: [1], sleep: noSleep })).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(4);
  });

  test('[retry] a call that fails 4 times rejects with the last error', async () => {
    const run = failing(4);
    await expect(withRetry(run, { attempts: 4, delaysMs: [1], sleep: noSleep })).rejects.toThrow('attempt 4 failed');
    expect(run).toHaveBeenCalledTimes(4);
  });

  test('[retry] network errors are retried like 5xx', async () => {
    const run = failing(2, undefined);
    await expect(withRetry(run, { attempts: 4, delaysMs: [1], sleep: noSleep })).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(3);
  });

  test('[retry] a 400 is final: retrying the same bad request cannot help', async () => {
    const run = failing(1, 400);
    await expect(withRetry(run, { attempts: 4, delaysMs: [1], sleep: noSleep })).rejects.toThrow();
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('[retry] waits between attempts follow the delays, repeating the last', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    await withRetry(failing(3), { attempts: 4, delaysMs: [100, 200], sleep });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200, 200]);
  });
});
