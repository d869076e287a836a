import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetConfigState } from '../stores/config-store.ts';
import './setup-unit.ts';

/**
 * findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: a screen or panel the app loads lazily is, on its first
 * use in a worker, a module Vitest transforms then, which on a busy machine (both cores taken by the other worker and
 * the e2e build) took longer than 1 s and failed tests that wait for it (account menu, order detail) about once in
 * three shuffled runs. A test that waits for something that never comes still fails, 4 s later.
 */
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * Each test starts with the default configuration (store 14, hence Spanish): files share a worker (isolate: false), and
 * a test that shows a store's language without setting the store read whatever an earlier file left, even after that
 * file's own reset when one of its answers arrived late (the route error page and the registration read Portuguese
 * after a store-16 file: CI seed 661486, and seed 22 about once in four runs).
 */
beforeEach(resetConfigState);
