import { afterEach, describe, expect, test, vi } from 'vitest';
import { isChunkLoadError } from './chunk-error.ts';
import { logErrorOnce } from './log-once.ts';
import { RELOAD_GUARD_MS, addressWithTime, reloadAllowed, reloadSafely, resetReloadState } from './safe-reload.ts';
import { local } from './storage.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

function fakeLocation(href = 'http://shop.test/nota-simple/step3?store=14&origin=ns#top') {
  return { href, replace: vi.fn<(url: string) => void>() };
}

afterEach(() => {
  local.remove('forcedReload');
  resetReloadState();
});

describe('safe reload', () => {
  test('[reload] the address keeps its path, parameters and hash, and gains the time parameter', () => {
    expect(addressWithTime('http://shop.test/nota-simple/step3?store=14&origin=ns#top', NOW)).toBe(
      `${ROUTES.simpleNote.step('step3')}?store=14&origin=ns&t=${NOW}#top`,
    );
    expect(addressWithTime(`http://shop.test/servicios?t=1&store=16`, NOW)).toBe(`${ROUTES.services}?t=${NOW}&store=16`);
  });

  test.each([
    ['never reloaded', null, true],
    ['reloaded a minute ago', NOW - 60_000, false],
    ['reloaded just under 30 minutes ago', NOW - RELOAD_GUARD_MS + 1, false],
    ['reloaded 30 minutes ago', NOW - RELOAD_GUARD_MS, true],
    ['a reload stamped in the future (a wrong clock)', NOW + 3_600_000, true],
  ])('[reload] %s: reload allowed is %s', (_name, last, allowed) => {
    expect(reloadAllowed(last, NOW)).toBe(allowed);
  });

  test('[reload] a reload stores when it happened and replaces the address once', () => {
    const location = fakeLocation();
    expect(reloadSafely(NOW, location)).toBe(true);
    expect(reloadSafely(NOW + 1, location)).toBe(true);
    expect(location.replace).toHaveBeenCalledTimes(1);
    expect(location.replace).toHaveBeenCalledWith(`${ROUTES.simpleNote.step('step3')}?store=14&origin=ns&t=${NOW}#top`);
    expect(local.get('forcedReload')).toBe(NOW);
  });

  test('[reload] within 30 minutes of the last reload the page does not reload again', () => {
    local.set('forcedReload', NOW - 10 * 60_000);
    const location = fakeLocation();
    expect(reloadSafely(NOW, location)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });
});

describe('chunk load errors', () => {
  test.each([
    new TypeError('Failed to fetch dynamically imported module: http://shop.test/assets/step-1a2b.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: http://shop.test/assets/x.js'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('[reload] "%s" is a missing part of the app', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  test.each([new TypeError("Cannot read properties of null (reading 'registros')"), 'Failed to fetch dynamically imported module', null])(
    '[reload] %s is not',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('error log', () => {
  test('[errors] the same error reported twice is logged once; another error is logged too', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = new Error('first');
    logErrorOnce(first);
    logErrorOnce(first);
    logErrorOnce(new Error('second'));
    expect(log).toHaveBeenCalledTimes(2);
  });
});
