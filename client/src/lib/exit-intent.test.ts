import { afterEach, describe, expect, test } from 'vitest';
import { claimExitIntent, isExitThroughTop, isTouchDevice } from './exit-intent.ts';
import { session } from './storage.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

afterEach(() => session.remove('exit_intent_shown'));

const media = (matching: string[]) => ({
  matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList,
});

describe('exit intent', () => {
  test('[exit intent] leaving through the top of the page counts; moving onto another element or out through a side does not', () => {
    expect(isExitThroughTop({ relatedTarget: null, clientY: 0 })).toBe(true);
    expect(isExitThroughTop({ relatedTarget: null, clientY: -5 })).toBe(true);
    expect(isExitThroughTop({ relatedTarget: null, clientY: 300 })).toBe(false);
    expect(isExitThroughTop({ relatedTarget: {} as EventTarget, clientY: 0 })).toBe(false);
  });

  test('[exit intent] a touch screen (no hover, or a coarse pointer) never shows it; a mouse does', () => {
    expect(isTouchDevice(media(['(hover: none), (pointer: coarse)']))).toBe(true);
    expect(isTouchDevice(media([]))).toBe(false);
    expect(isTouchDevice(undefined)).toBe(true);
  });

  test('[exit intent] shows once per route and session, whichever way the route is written', () => {
    expect(claimExitIntent(ROUTES.simpleNote.step('step1'))).toBe(true);
    expect(claimExitIntent(ROUTES.simpleNote.step('step1'))).toBe(false);
    expect(claimExitIntent(`${ROUTES.simpleNote.step('step1')}/`)).toBe(false);
    expect(claimExitIntent(ROUTES.simpleNote.step('step2'))).toBe(true);
    expect(session.get('exit_intent_shown')).toEqual([ROUTES.simpleNote.step('step1'), ROUTES.simpleNote.step('step2')]);
  });
});
