import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetReloadState, reloadSafely } from './safe-reload.ts';
import { local } from './storage.ts';
import { FIRST_VERSION_CHECK_MS, VERSION_CHECK_EVERY_MS, startVersionChecks } from './version-check.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const START = Date.UTC(2026, 10, 23, 10, 0, 0);
const BUILT = '5.46.3';

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  local.remove('forcedReload');
  resetReloadState();
});

function start(deployed: () => Promise<string>, reload = vi.fn()) {
  const fetchVersion = vi.fn((_now: number) => deployed());
  stop = startVersionChecks({ builtVersion: BUILT, fetchVersion, reload });
  return { fetchVersion, reload };
}

describe('version check', () => {
  test('[version] the first check is 2 seconds after start, with the time as its parameter', async () => {
    const { fetchVersion } = start(async () => BUILT);
    await vi.advanceTimersByTimeAsync(FIRST_VERSION_CHECK_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(fetchVersion).toHaveBeenCalledWith(START + FIRST_VERSION_CHECK_MS);
  });

  test('[version] then every 30 minutes', async () => {
    const { fetchVersion } = start(async () => BUILT);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_EVERY_MS - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_EVERY_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  test('[version] the same version as built never reloads', async () => {
    const { reload } = start(async () => BUILT);
    await vi.advanceTimersByTimeAsync(3 * VERSION_CHECK_EVERY_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  test('[version] a new version reloads the page', async () => {
    const { reload } = start(async () => '5.47.0');
    await vi.advanceTimersByTimeAsync(FIRST_VERSION_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('[version] a failed fetch logs "Could not get version" and does nothing else', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reload } = start(async () => {
      throw new Error('HTTP 500');
    });
    await vi.advanceTimersByTimeAsync(FIRST_VERSION_CHECK_MS);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('Could not get version');
    expect(reload).not.toHaveBeenCalled();
  });

  test('[version] with the reload guard, a version that stays new reloads once per 30 minutes', async () => {
    const location = { href: 'http://shop.test/servicios?store=14', replace: vi.fn() };
    // Each reload is a new page in the browser; here the page stays, so the guard's own memory is what remains.
    const reload = vi.fn(() => {
      resetReloadState();
      reloadSafely(Date.now(), location);
    });
    start(async () => '5.47.0', reload);
    await vi.advanceTimersByTimeAsync(FIRST_VERSION_CHECK_MS);
    expect(location.replace).toHaveBeenCalledTimes(1);
    expect(location.replace).toHaveBeenLastCalledWith(`${ROUTES.services}?store=14&t=${START + FIRST_VERSION_CHECK_MS}`);
    // At 30 minutes from start the last reload was 29 minutes 58 seconds ago: refused.
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_EVERY_MS - FIRST_VERSION_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(location.replace).toHaveBeenCalledTimes(1);
    // At 60 minutes: allowed again.
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_EVERY_MS);
    expect(location.replace).toHaveBeenCalledTimes(2);
  });
});
